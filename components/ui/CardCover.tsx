import type { ReactNode } from 'react';
import type { DogImage } from '@/lib/validation/responses';
import { Photo } from './Photo';

interface CardCoverProps {
  /** The card's block class (`dog-card`, `parent-card`): its media and image classes follow it. */
  block: string;
  image: DogImage | undefined | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** What stands in for a card without a photo. */
  noPhoto: string;
  /** A badge over the photo, if any. */
  children?: ReactNode;
}

/** A card's cover photo, or the note that it has none, and any badge over it. */
export function CardCover({
  block,
  image,
  alt,
  sizes,
  priority,
  noPhoto,
  children,
}: CardCoverProps) {
  return (
    <div className={`${block}__media`}>
      {image ? (
        <Photo
          image={image}
          alt={alt}
          sizes={sizes}
          priority={priority}
          className={`${block}__image`}
        />
      ) : (
        <span className="dog-card__no-photo">{noPhoto}</span>
      )}
      {children}
    </div>
  );
}
