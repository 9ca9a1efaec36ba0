import { Photo } from '@/components/ui/Photo';
import type { DogImage } from '@/lib/validation/responses';
import { PhotoOpener, PhotoViewer } from './PhotoViewer';

interface PhotoGridProps {
  images: DogImage[];
  /** Alternative text of each photo, in order. */
  alts: string[];
  /** Accessible name of each photo's "open in the viewer" button, in order. */
  openLabels: string[];
  /** `feature`: the first photo large (a dog's cover); `even`: a uniform grid (the gallery). */
  layout: 'feature' | 'even';
  /** The first photo is the page's largest visible element: load it at once. */
  priorityFirst?: boolean;
  /** A line under each photo, in order (the dog an owner's photo shows); null: none. */
  captions?: (string | null)[];
}

const SIZES = {
  // The cover fills the 7/12 photo column of the dog page (full width below 992 px).
  cover: '(min-width: 1400px) 746px, (min-width: 1200px) 641px, (min-width: 992px) 536px, 100vw',
  thumb: '(min-width: 992px) 150px, 25vw',
  // Two columns, three from 768 px, four from 992 px (see .photo-grid--even).
  even: '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw',
};

/**
 * Photos in the breeder's order, each opening the lightbox at its place. A server component: the
 * photos are HTML, and only the buttons and the viewer (PhotoViewer) are script.
 */
export function PhotoGrid({
  images,
  alts,
  openLabels,
  layout,
  priorityFirst,
  captions,
}: PhotoGridProps) {
  return (
    <PhotoViewer>
      <ul className={`photo-grid photo-grid--${layout} list-unstyled mb-0`}>
        {images.map((image, i) => {
          const isCover = layout === 'feature' && i === 0;
          return (
            <li key={image.id} className={isCover ? 'photo-grid__cover' : undefined}>
              <PhotoOpener index={i} label={openLabels[i] ?? ''}>
                <Photo
                  image={image}
                  alt={alts[i] ?? ''}
                  sizes={isCover ? SIZES.cover : layout === 'feature' ? SIZES.thumb : SIZES.even}
                  priority={priorityFirst && i === 0}
                  className="photo-grid__image"
                />
              </PhotoOpener>
              {captions?.[i] && <p className="photo-grid__caption small mb-0">{captions[i]}</p>}
            </li>
          );
        })}
      </ul>
    </PhotoViewer>
  );
}
