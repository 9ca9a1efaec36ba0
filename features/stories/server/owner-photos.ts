import 'server-only';
import { randomUUID } from 'node:crypto';
import type { StoredVariant } from '@/lib/db/schema';
import { MAX_OWNER_PHOTOS } from '@/features/stories/rules';
import { ApiError } from '@/lib/server/http/errors';
import { deleteImageFiles, masterKey, type FileError, type StoredImage } from '@/lib/server/images';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import {
  ImageRejected,
  processImage,
  remakeVariants,
  type ImageMark,
  type ProcessedImage,
} from '@/lib/server/images/process';
import { decodeQueue } from '@/lib/server/images/queue';
import { getStorage, PRIVATE_PREFIX } from '@/lib/server/storage';

/*
 * The files of owners' photos: decoded through the admin's queue and limits
 * (lib/server/images), kept under private keys while the breeder decides, copied to public keys
 * when a photo is approved, and deleted when they are no longer needed.
 */

/**
 * Decodes every file of an owner's send, or refuses the whole send (nothing is kept) with one
 * error per refused file: the owner then chooses again knowing which photo was the problem.
 */
export async function decodeOwnerPhotos(upload: ParsedUpload): Promise<ProcessedImage[]> {
  const errors: FileError[] = upload.refused.map((r) => ({ msg: r.msg, path: r.name }));
  if (upload.files.length > MAX_OWNER_PHOTOS) {
    for (const file of upload.files.slice(MAX_OWNER_PHOTOS)) {
      errors.push({ msg: 'tooManyFiles', path: file.name });
    }
  }
  if (errors.length) throw refusal(errors);
  const processed: ProcessedImage[] = [];
  await decodeQueue().admit(upload.files.length, async (decode) => {
    for (const file of upload.files) {
      try {
        processed.push(await decode(() => processImage(file.data)));
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        errors.push({ msg: error.code, path: file.name });
      } finally {
        file.data = Buffer.alloc(0);
      }
    }
  });
  if (errors.length) throw refusal(errors);
  return processed;
}

/** 413 when every refused file was too big, 415 when none was an image, else 422. */
function refusal(errors: FileError[]): ApiError {
  const only = (msg: string) => errors.every((e) => e.msg === msg);
  const status = only('fileTooLarge') ? 413 : only('unsupportedType') ? 415 : 422;
  return new ApiError(status, errors.length === 1 ? errors[0]!.msg : 'uploadRefused', errors);
}

/** Writes a photo's variants under fresh keys (`prefix` + UUID); on failure nothing is left. */
async function writeVariants(
  id: string,
  files: { width: number; data: Buffer }[],
): Promise<StoredVariant[]> {
  const storage = getStorage();
  const variants = files.map((v) => ({ width: v.width, key: `${id}-${v.width}.webp` }));
  try {
    await Promise.all(files.map((v, i) => storage.put(variants[i]!.key, v.data)));
  } catch (error) {
    await deleteImageFiles(variants);
    throw error;
  }
  return variants;
}

/** Stores the photos privately (`private-…` keys), in order; on failure none is left. */
export async function storePrivatePhotos(images: ProcessedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) {
      const key = `${PRIVATE_PREFIX}${randomUUID()}`;
      stored.push({
        key,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        variants: await writeVariants(key, image.variants),
      });
    }
    return stored;
  } catch (error) {
    await deleteImageFiles(stored.flatMap((s) => s.variants));
    throw error;
  }
}

/**
 * Public copies of a private photo's variants, under a fresh UUID (what `/api/uploads` serves).
 * With a watermark the public variants are made again from the largest one with the
 * mark, and that largest one is kept unmarked as the photo's private master.
 */
export async function publishVariants(
  variants: StoredVariant[],
  imageMark: ImageMark = { stamp: '', mark: null },
): Promise<{ key: string; variants: StoredVariant[]; watermark: string }> {
  const storage = getStorage();
  const key = randomUUID();
  const files: { width: number; data: Buffer }[] = [];
  for (const variant of [...variants].sort((a, b) => a.width - b.width)) {
    const data = await storage.get(variant.key);
    if (!data) throw new Error(`owner photo file missing: ${variant.key}`);
    files.push({ width: variant.width, data });
  }
  const largest = files.at(-1);
  if (!imageMark.mark || !largest) {
    return { key, variants: await writeVariants(key, files), watermark: imageMark.stamp };
  }
  const marked = await remakeVariants(
    largest.data,
    files.map((f) => f.width),
    imageMark.mark,
  );
  const written = await writeVariants(key, marked);
  const master = { width: largest.width, key: masterKey(randomUUID()) };
  try {
    await storage.put(master.key, largest.data);
  } catch (error) {
    await deleteImageFiles(written);
    throw error;
  }
  return { key, variants: [...written, master], watermark: imageMark.stamp };
}
