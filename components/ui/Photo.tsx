import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { cropPosition } from '@/lib/photo-crop';
import type { DogImage } from '@/lib/validation/responses';

interface PhotoProps {
  image: DogImage;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  /** The first visible photo of a page (its LCP element): loaded at once with high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * One stored photo: every variant in `srcset`, the real width and height so the browser reserves
 * its box, and the blurred placeholder painted underneath until the photo arrives.
 */
export function Photo({ image, alt, sizes, priority = false, className, style }: PhotoProps) {
  const position = cropPosition(image);
  const srcSet = image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  // The page's largest photo is fetched from the head, with the variant its `sizes` picks.
  if (priority) {
    preload(image.url, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }),
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- variants are made at upload time
    <img
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={{
        backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: position,
        objectPosition: position,
        ...style,
      }}
    />
  );
}
