import 'server-only';
import type { FileError } from '.';
import type { ParsedUpload } from './multipart';
import { ImageRejected, processImage, type ImageMark, type ProcessedImage } from './process';
import { decodeQueue } from './queue';

/**
 * Processes at most `room` files, one by one, through the process's decode queue (bounded
 * memory: 503 when it is full); every refused file — by the parser, for lack of room (`full`),
 * or as an image — gets its own error. Each file's bytes are let go once it is decoded. `mark`:
 * the watermark for a public photo's variants (none for private ones).
 */
export async function prepareUpload(
  upload: ParsedUpload,
  room: number,
  full: string,
  mark: ImageMark | null = null,
) {
  const errors: FileError[] = upload.refused.map((r) => ({ msg: r.msg, path: r.name }));
  const fits = upload.files.slice(0, Math.max(0, room));
  for (const file of upload.files.slice(fits.length)) {
    errors.push({ msg: full, path: file.name });
  }
  const processed: { name: string; image: ProcessedImage }[] = [];
  await decodeQueue().admit(fits.length, async (decode) => {
    for (const file of fits) {
      try {
        processed.push({
          name: file.name,
          image: await decode(() => processImage(file.data, mark)),
        });
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        errors.push({ msg: error.code, path: file.name });
      } finally {
        file.data = Buffer.alloc(0);
      }
    }
  });
  return { processed, errors };
}
