import type { DogImage } from '@/lib/validation/responses';

/** Where an upright photo without a focal point is cropped: the dog's head is near the top. */
const UPRIGHT_DEFAULT = { x: 0.5, y: 0.25 };
const CENTRE = { x: 0.5, y: 0.5 };

const percent = (fraction: number) =>
  `${Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10}%`;

/**
 * The CSS `object-position` of a cropped photo (`object-fit: cover`): its focal point when the
 * breeder set one, else the upper part of an upright photo and the centre of any other.
 */
export function cropPosition(image: Pick<DogImage, 'width' | 'height' | 'focal'>): string {
  const point = image.focal ?? (image.height > image.width ? UPRIGHT_DEFAULT : CENTRE);
  return `${percent(point.x)} ${percent(point.y)}`;
}
