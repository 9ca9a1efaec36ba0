import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { watermarkLayer, type WatermarkOptions } from './watermark';

const MAX_INPUT_PIXELS = 40_000_000;
// 768: a photo across a phone's screen (360–414 CSS px at 1.75–2× density) needs 630–830 px,
// which took the 1024 variant, far more bytes than it needs. 480: a photo of a two-column grid on
// a phone (the gallery, 180–206 CSS px at 1.75–2×) needs 315–412 px, which took the 640 variant,
// again far more bytes (and Lighthouse's phone counted the grid's first row in the page's LCP).
const VARIANT_WIDTHS = [320, 480, 640, 768, 1024, 1600] as const;
const LARGEST_WIDTH = Math.max(...VARIANT_WIDTHS);

// libvips keeps recent operations and their images cached (50 MB by default, more in the
// allocator's pools): photos are each processed once, so nothing would be reused. How many
// photos decode at once is the decode queue's to say (./queue.ts), one libvips thread each.
sharp.cache(false);
sharp.concurrency(1);
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class ImageRejected extends Error {
  constructor(readonly code: 'unsupportedType' | 'imageTooLarge' | 'corruptImage') {
    super(code);
  }
}

export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
  variants: { width: number; data: Buffer }[];
  /**
   * With a watermark: the largest size unmarked (WebP), kept privately so the mark can be
   * changed or removed later (lib/server/images/remark.ts); the upload itself is never kept.
   */
  master?: Buffer;
  /** The stamp of the mark the variants carry ('' for none): `ImageMark.stamp`. */
  watermark?: string;
}

/** A watermark to draw on public variants, and its stamp (stored with the photo's row). */
export interface ImageMark {
  /** '' when photos are not marked; else what identifies the mark (corner and text). */
  stamp: string;
  mark: WatermarkOptions | null;
}

/** The mark could not be drawn (e.g. its font missing): a server fault, not a bad photo. */
export class WatermarkFailed extends Error {
  constructor(cause: unknown) {
    super('The watermark could not be drawn', { cause });
  }
}

/** The master's quality: it is the source every later re-make starts from. */
const MASTER_QUALITY = 90;

/** One variant: resized from the decoded largest size, marked when asked, as WebP. */
async function encodeVariant(
  source: () => Sharp,
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  mark: WatermarkOptions | null,
): Promise<Buffer> {
  let image = width < sourceWidth ? source().resize({ width }) : source();
  if (mark) {
    const height = Math.max(1, Math.round((sourceHeight * width) / sourceWidth));
    // Sharp composites after resizing: the layer lands on the variant, placed by gravity.
    const layer = await watermarkLayer(width, height, mark).catch((error: unknown) => {
      throw new WatermarkFailed(error);
    });
    if (layer) image = image.composite([layer]);
  }
  return image.webp({ quality: 80 }).toBuffer();
}

/** The real type from the first bytes, whatever the name or declared type says. */
function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Widths to store: the standard ones below the original, plus the original size; no upscaling. */
function variantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  widths.push(Math.min(originalWidth, LARGEST_WIDTH));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * Checks, auto-rotates and re-encodes one upload into WebP variants. The header is read first,
 * so a pixel bomb is refused before anything is decoded; metadata (EXIF, GPS) is never copied.
 * The photo is decoded once, row by row straight into its largest variant (at most 1600 px
 * wide), so a 40-megapixel, 16-bit PNG never sits in memory whole; the smaller variants and
 * the placeholder are made from that one. With `imageMark` (a public photo while the watermark
 * is on) every variant carries the mark and the largest size is also kept unmarked (`master`).
 */
export async function processImage(
  input: Buffer,
  imageMark: ImageMark | null = null,
): Promise<ProcessedImage> {
  const mark = imageMark?.mark ?? null;
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected('unsupportedType');

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('corruptImage');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected('unsupportedType');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS || (meta.pages ?? 1) > 1) {
    throw new ImageRejected('imageTooLarge');
  }
  const { width, height } = meta.autoOrient;

  try {
    const largest = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
      sequentialRead: true,
      autoOrient: true,
    })
      // 8-bit sRGB from the first row: a 16-bit photo resized as such takes twice the time.
      .pipelineColourspace('srgb')
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { info } = largest;
    const decoded = () =>
      sharp(largest.data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
    const variants = await Promise.all(
      variantWidths(width).map(async (w) => ({
        width: w,
        data: await encodeVariant(decoded, info.width, info.height, w, mark),
      })),
    );
    const tiny = await decoded().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    return {
      width,
      height,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      variants,
      ...(imageMark && { watermark: imageMark.stamp }),
      ...(mark && { master: await decoded().webp({ quality: MASTER_QUALITY }).toBuffer() }),
    };
  } catch (error) {
    if (error instanceof ImageRejected || error instanceof WatermarkFailed) throw error;
    throw new ImageRejected('corruptImage');
  }
}

/**
 * A stored photo's public variants made again from `source` (its unmarked master, or its
 * largest variant when it never had a mark), at the same `widths`, with `mark` or none.
 */
export async function remakeVariants(
  source: Buffer,
  widths: number[],
  mark: WatermarkOptions | null,
): Promise<{ width: number; data: Buffer }[]> {
  const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const made = [];
  for (const w of widths) {
    made.push({ width: w, data: await encodeVariant(decoded, info.width, info.height, w, mark) });
  }
  return made;
}
