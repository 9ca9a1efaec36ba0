import { Photo } from '@/components/ui/Photo';
import type { DogImage } from '@/lib/validation/responses';

const SIZES = {
  cover: '(min-width: 1400px) 746px, (min-width: 1200px) 641px, (min-width: 992px) 536px, 100vw',
  thumb: '(min-width: 992px) 150px, 25vw',
};

/**
 * A litter's photos, the first one large: drawn on the server with no script (the page carries
 * none of its own), so without the dog pages' viewer.
 */
export function LitterPhotos({ images, alts }: { images: DogImage[]; alts: string[] }) {
  return (
    <ul className="photo-grid photo-grid--feature list-unstyled mb-0">
      {images.map((image, i) => (
        <li key={image.id} className={i === 0 ? 'photo-grid__cover' : undefined}>
          <div className="photo-grid__frame">
            <Photo
              image={image}
              alt={alts[i] ?? ''}
              sizes={i === 0 ? SIZES.cover : SIZES.thumb}
              priority={i === 0}
              className="photo-grid__image"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
