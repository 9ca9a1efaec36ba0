/*
 * The versions of a photo order and of a focal point, derived from what the screen read, without
 * zod: the photo screens import them in the browser (./version has their schemas).
 */

/**
 * A photo order's version is the order itself: the photos' ids as the screen saw them, joined by
 * commas. Any upload, deletion or other reordering since changes it; the browser and scripts can
 * derive it from the list they read.
 */
export function orderVersion(photos: readonly { id: number }[]): string {
  return photos.map((photo) => photo.id).join(',');
}

/**
 * A photo's focal point is its own version: `x,y` as the API gave the numbers, or `none` when it
 * has none. A point set in another tab since the screen read it changes it; the browser and
 * scripts derive it from the photo they read.
 */
export function focalVersion(focal: { x: number; y: number } | null): string {
  return focal ? `${focal.x},${focal.y}` : 'none';
}
