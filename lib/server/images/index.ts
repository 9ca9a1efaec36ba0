import 'server-only';
import { randomUUID } from 'node:crypto';
import type { StoredVariant } from '@/lib/db/schema';
import type { DogImage } from '@/lib/validation/responses';
import { ApiError } from '../http/errors';
import { getStorage } from '../storage';
import { ImageRejected, processImage, type ProcessedImage } from './process';
import type { ParsedUpload } from './multipart';

/** Photo files served by this site (app/api/uploads/[key]), from whichever storage. */
export const UPLOADS_PATH = '/api/uploads';

/** The bucket's public address (S3_PUBLIC_URL, with S3_BUCKET), or null to serve photos here. */
const bucketUrl = () =>
  (process.env.S3_BUCKET && process.env.S3_PUBLIC_URL?.replace(/\/+$/, '')) || null;

export interface ImageRowLike {
  id: number;
  key: string;
  position: number;
  width: number;
  height: number;
  placeholder: string;
  variants: StoredVariant[];
}

/** Where pages link a photo file: straight to the bucket when it is public, else to this site. */
export function uploadUrl(key: string): string {
  return `${bucketUrl() ?? UPLOADS_PATH}/${key}`;
}

export function toImageResponse(row: ImageRowLike): DogImage {
  const variants = [...row.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => ({ width: v.width, url: uploadUrl(v.key) }));
  return {
    id: row.id,
    url: variants[variants.length - 1]?.url ?? '',
    width: row.width,
    height: row.height,
    position: row.position,
    placeholder: row.placeholder,
    variants,
  };
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  placeholder: string;
  variants: StoredVariant[];
}

export interface FileError {
  msg: string;
  path: string;
}

/**
 * Turns a parsed upload into images ready to store: at most `room` files are processed, one by one
 * (bounded memory); every refused file — by the parser, for lack of room, or as an image — gets its
 * own error.
 */
export async function prepareUpload(
  upload: ParsedUpload,
  room = Number.POSITIVE_INFINITY,
): Promise<{ processed: { name: string; image: ProcessedImage }[]; errors: FileError[] }> {
  const errors: FileError[] = upload.refused.map((r) => ({ msg: r.msg, path: r.name }));
  const fits = upload.files.slice(0, Math.max(0, room));
  for (const file of upload.files.slice(fits.length)) {
    errors.push({ msg: 'dogPhotoLimit', path: file.name });
  }
  const processed: { name: string; image: ProcessedImage }[] = [];
  for (const file of fits) {
    try {
      processed.push({ name: file.name, image: await processImage(file.data) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      errors.push({ msg: error.code, path: file.name });
    }
  }
  return { processed, errors };
}

/** Writes every variant under a fresh server-generated key; on failure nothing is left behind. */
async function storeImage(image: ProcessedImage): Promise<StoredImage> {
  const storage = getStorage();
  const id = randomUUID();
  const variants = image.variants.map((v) => ({ width: v.width, key: `${id}-${v.width}.webp` }));
  try {
    await Promise.all(image.variants.map((v, i) => storage.put(variants[i]!.key, v.data)));
  } catch (error) {
    await deleteImageFiles(variants);
    throw error;
  }
  return {
    key: id,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    variants,
  };
}

/**
 * Writes the images' files, then lets `save` record them; `save` answers how many it kept, from
 * the front. Files of images not kept, or of a failed save, are deleted again: no orphan files.
 */
export async function storeImages(
  images: ProcessedImage[],
  save: (stored: StoredImage[]) => Promise<number>,
): Promise<number> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImage(image));
    const kept = stored.length ? await save(stored) : 0;
    await deleteImageFiles(stored.slice(kept).flatMap((s) => s.variants));
    return kept;
  } catch (error) {
    await deleteImageFiles(stored.flatMap((s) => s.variants));
    throw error;
  }
}

export async function deleteImageFiles(variants: StoredVariant[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(variants.map((v) => storage.delete(v.key).catch(() => {})));
}

/** True when `ids` is exactly a reordering of `existing`: no foreign, missing or repeated id. */
export function isPermutation(ids: number[], existing: number[]): boolean {
  if (ids.length !== existing.length) return false;
  const set = new Set(existing);
  return new Set(ids).size === ids.length && ids.every((id) => set.has(id));
}

/** Saves a new photo order, refusing (422) any list that is not a reordering of `existing`. */
export async function saveOrder(
  ids: number[],
  existing: number[],
  setPosition: (id: number, position: number) => Promise<unknown>,
): Promise<void> {
  if (!isPermutation(ids, existing)) {
    throw new ApiError(422, 'invalidIds', [{ msg: 'invalidIds', path: 'ids' }]);
  }
  for (const [position, id] of ids.entries()) await setPosition(id, position);
}

export { ImageRejected };
