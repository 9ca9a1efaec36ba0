import { ACCEPTED_IMAGE_TYPES, MAX_FILE_BYTES } from '@/lib/validation/upload';

/**
 * SPEC §5: a phone photo of several megabytes is shrunk in the browser until it fits the
 * server's 512 KB limit, so the breeder never resizes anything by hand.
 */

/** The largest side worth sending: the biggest stored variant is 1600 px wide. */
export const MAX_SIDE = 2048;
const QUALITIES = [0.85, 0.75, 0.65] as const;
const SCALE_STEP = 0.8;
const MIN_SIDE = 320;

export interface ShrinkAttempt {
  maxSide: number;
  quality: number;
}

/** Every attempt in order: lower the quality first, then the size, until a photo is tiny. */
export function shrinkAttempts(maxSide = MAX_SIDE): ShrinkAttempt[] {
  const attempts: ShrinkAttempt[] = [];
  for (let side = maxSide; side >= MIN_SIDE; side = Math.round(side * SCALE_STEP)) {
    for (const quality of QUALITIES) attempts.push({ maxSide: side, quality });
  }
  return attempts;
}

/** The drawn size of a `width`×`height` photo whose longest side may be at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a file can go up as it is. */
export function fitsAsIs(file: { type: string; size: number }, maxBytes = MAX_FILE_BYTES): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= maxBytes;
}

export type PreparedFile =
  | { ok: true; blob: Blob; name: string; shrunk: boolean }
  | { ok: false; error: 'unsupportedType' | 'fileTooLarge' };

function jpegName(name: string): string {
  return `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * The file as it will be uploaded: unchanged when it fits, else re-encoded as a smaller JPEG.
 * `maxBytes` lower than the server's limit lets several photos share one request (an owner's ten).
 */
export async function prepareImage(file: File, maxBytes = MAX_FILE_BYTES): Promise<PreparedFile> {
  if (fitsAsIs(file, maxBytes)) return { ok: true, blob: file, name: file.name, shrunk: false };
  let bitmap: ImageBitmap;
  try {
    // Camera photos are often stored sideways with an orientation tag: draw them upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, error: 'unsupportedType' };
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, error: 'fileTooLarge' };
    for (const { maxSide, quality } of shrinkAttempts()) {
      const size = fitWithin(bitmap.width, bitmap.height, maxSide);
      if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
      }
      // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await encode(canvas, quality);
      if (blob && blob.size <= maxBytes) {
        return { ok: true, blob, name: jpegName(file.name), shrunk: true };
      }
    }
    return { ok: false, error: 'fileTooLarge' };
  } finally {
    bitmap.close();
  }
}
