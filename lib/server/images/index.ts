import 'server-only';
import { randomUUID } from 'node:crypto';
import type { StoredVariant } from '@/lib/db/schema';
import type { DogImage } from '@/lib/validation/responses';
import { getStorage, PRIVATE_PREFIX } from '../storage';
import type { ProcessedImage } from './process';

/** Photo files served by this site (app/api/uploads/[key]), from whichever storage. */
const UPLOADS_PATH = '/api/uploads';

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
  focalX: number | null;
  focalY: number | null;
}

/**
 * A public photo's unmarked master: listed among its `variants` so deletions, the
 * start-up sweep and backups count it like the others, but private (`private-…`), never served
 * by `/api/uploads` nor shown: only the watermark job reads it (./remark.ts).
 */
const MASTER_SUFFIX = '-master.webp';

export const masterKey = (id: string) => `${PRIVATE_PREFIX}${id}${MASTER_SUFFIX}`;

export const isMasterKey = (key: string) =>
  key.startsWith(PRIVATE_PREFIX) && key.endsWith(MASTER_SUFFIX);

/** The variants pages show: every one but the unmarked master. */
export const shownVariants = (variants: StoredVariant[]) =>
  variants.filter((v) => !isMasterKey(v.key));

/** Where pages link a photo file: straight to the bucket when it is public, else to this site. */
export function uploadUrl(key: string): string {
  return `${bucketUrl() ?? UPLOADS_PATH}/${key}`;
}

export function toImageResponse(row: ImageRowLike): DogImage {
  const variants = shownVariants(row.variants)
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
    focal: row.focalX !== null && row.focalY !== null ? { x: row.focalX, y: row.focalY } : null,
  };
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  placeholder: string;
  variants: StoredVariant[];
  /** The watermark's stamp when the photo was made for public pages (ProcessedImage). */
  watermark?: string;
}

export interface FileError {
  msg: string;
  path: string;
}

/**
 * Writes every variant under a fresh server-generated key; on failure nothing is left behind.
 * A private photo's keys start with PRIVATE_PREFIX: only signed links serve them.
 */
async function storeImage(image: ProcessedImage, isPrivate: boolean): Promise<StoredImage> {
  const storage = getStorage();
  const id = `${isPrivate ? PRIVATE_PREFIX : ''}${randomUUID()}`;
  const files = image.variants.map((v) => ({ key: `${id}-${v.width}.webp`, ...v }));
  if (image.master) {
    files.push({ key: masterKey(randomUUID()), width: files.at(-1)!.width, data: image.master });
  }
  const variants = files.map((f) => ({ width: f.width, key: f.key }));
  try {
    await Promise.all(files.map((f) => storage.put(f.key, f.data)));
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
    ...(image.watermark !== undefined && { watermark: image.watermark }),
  };
}

/**
 * Writes the images' files, then lets `save` record them; `save` answers how many it kept, from
 * the front. Files of images not kept, or of a failed save, are deleted again: no orphan files.
 */
export async function storeImages(
  images: ProcessedImage[],
  save: (stored: StoredImage[]) => Promise<number>,
  options: { private?: boolean } = {},
): Promise<number> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImage(image, options.private ?? false));
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
