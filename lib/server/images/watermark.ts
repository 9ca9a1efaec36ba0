import 'server-only';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { WATERMARK_CORNERS, type WatermarkCorner } from '@/lib/watermark';

export { WATERMARK_CORNERS, type WatermarkCorner };

/**
 * The mark's font: a file shipped with the code, so the text looks the same everywhere. Sharp
 * renders text through Pango with fontconfig, and a serverless function (Vercel) has few or no
 * system fonts: a font *name* alone could fall back to boxes there. Noto Sans has every
 * Hungarian and German letter. (next.config.mjs traces this file into the functions.)
 */
export const WATERMARK_FONT = path.join(
  process.cwd(),
  'lib',
  'server',
  'pdf',
  'fonts',
  'NotoSans-Bold.ttf',
);

export interface WatermarkOptions {
  /** The text to draw, e.g. the kennel's name (`kennelName()` in lib/site/kennel-name.ts). */
  text: string;
  corner: WatermarkCorner;
}

/** The text's height as a share of the image's width, its bounds in pixels. */
const TEXT_SHARE = 0.032;
const MIN_TEXT_PX = 9;
/** The text never takes more than this share of the image's width (a long name gets smaller). */
const MAX_WIDTH_SHARE = 0.6;
/** The gap to the image's edges, as a share of its width (at least 4 px). */
const MARGIN_SHARE = 0.025;
/** How dark the halo around the letters is at most (0–255): keeps white text legible on white. */
const HALO_ALPHA = 170;

/** Text for Pango markup (sharp always reads `text` as markup): `<`, `&` and quotes escaped. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .trim();
}

/** The text rendered white on transparent: RGBA pixels. */
async function renderText(markup: string, px: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="white">${markup}</span>`,
      font: `Noto Sans Bold ${px}px`,
      fontfile: WATERMARK_FONT,
      dpi: 72,
      rgba: true,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The mark for an image `width` pixels wide, as a layer to composite: the text in white with a
 * soft dark halo (legible on light and dark photos), its size relative to the width, padded
 * with the margin on the corner's sides and placed by gravity (so it needs no exact height).
 * Null when there is nothing to draw or the image is too small to carry it.
 */
export async function watermarkLayer(
  width: number,
  height: number,
  options: WatermarkOptions,
): Promise<OverlayOptions | null> {
  const markup = escapeMarkup(options.text);
  if (!markup || width < 64 || height < 32) return null;

  let px = Math.max(MIN_TEXT_PX, Math.round(width * TEXT_SHARE));
  let text = await renderText(markup, px);
  if (text.width > width * MAX_WIDTH_SHARE) {
    px = Math.max(MIN_TEXT_PX, Math.floor((px * width * MAX_WIDTH_SHARE) / text.width));
    text = await renderText(markup, px);
  }

  const margin = Math.max(4, Math.round(width * MARGIN_SHARE));
  const blur = Math.max(1, px / 10);
  const pad = Math.ceil(blur * 2);
  const w = text.width + 2 * pad;
  const h = text.height + 2 * pad;
  if (w + margin > width || h + margin > height) return null;

  // The halo: the letters' alpha, spread and blurred, as the alpha of black.
  const alpha = Buffer.alloc(w * h);
  for (let y = 0; y < text.height; y++) {
    for (let x = 0; x < text.width; x++) {
      alpha[(y + pad) * w + x + pad] = text.data[(y * text.width + x) * 4 + 3]!;
    }
  }
  const spread = await sharp(alpha, { raw: { width: w, height: h, channels: 1 } })
    .dilate(Math.max(1, Math.round(blur / 2)))
    .blur(blur)
    .extractChannel(0)
    .raw()
    .toBuffer();

  // White letters over the halo, into one RGBA layer (straight alpha, "over").
  const layer = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const a = alpha[i]! / 255;
    const shadow = (Math.min(255, spread[i]! * 3) * HALO_ALPHA) / 255 / 255;
    const out = a + shadow * (1 - a);
    layer[i * 4] = layer[i * 4 + 1] = layer[i * 4 + 2] = out ? Math.round((255 * a) / out) : 0;
    layer[i * 4 + 3] = Math.round(out * 255);
  }

  const top = options.corner.startsWith('top');
  const left = options.corner.endsWith('left');
  const input = await sharp(layer, { raw: { width: w, height: h, channels: 4 } })
    .extend({
      top: top ? margin : 0,
      bottom: top ? 0 : margin,
      left: left ? margin : 0,
      right: left ? 0 : margin,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
  const gravity = `${top ? 'north' : 'south'}${left ? 'west' : 'east'}` as const;
  return { input, gravity };
}

/**
 * Draws `options.text` in `options.corner` of an image and returns it re-encoded in its own
 * format (WebP, JPEG or PNG; anything else as WebP). Metadata is not copied. Use it for a file
 * as stored, e.g. a certificate scan; the photo pipeline composites `watermarkLayer` into each
 * variant as it makes them (lib/server/images/process.ts).
 *
 *   const marked = await watermark(bytes, { text: await kennelName(), corner: 'bottom-right' });
 */
export async function watermark(input: Buffer, options: WatermarkOptions): Promise<Buffer> {
  const image = sharp(input, { autoOrient: true });
  const meta = await image.metadata();
  const { width, height } = meta.autoOrient;
  const layer = await watermarkLayer(width, height, options);
  if (!layer) return input;
  const marked = image.composite([layer]);
  switch (meta.format) {
    case 'jpeg':
      return marked.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return marked.png().toBuffer();
    default:
      return marked.webp({ quality: 80 }).toBuffer();
  }
}
