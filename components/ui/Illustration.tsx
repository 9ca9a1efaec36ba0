import type { StaticImageData } from 'next/image';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

interface IllustrationProps {
  src: StaticImageData;
  alt: string;
  className?: string;
}

/**
 * A page's drawn illustration (SVG from public/img, imported for its hashed address and size):
 * a plain `<img>` from the server with its box reserved and the file preloaded, as it is often the
 * largest thing on screen. next/image adds nothing for vector art but a client component.
 */
export function Illustration({ src, alt, className }: IllustrationProps) {
  preload(src.src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vector art needs no resizing
    <img
      src={src.src}
      width={src.width}
      height={src.height}
      alt={alt}
      fetchPriority="high"
      className={className}
      // Its width/height ratio, for a box reserved before the file arrives (globals.css).
      style={{ '--ratio': String(src.width / src.height) } as CSSProperties}
    />
  );
}
