import 'server-only';
import sharp from 'sharp';

/** Text for the SVG: `<`, `&` and quotes escaped. */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/**
 * A certificate's public image: the kennel's name across its lower right corner (white on a dark
 * halo, legible on paper), re-encoded as WebP. Stands in until the site-wide watermark lands.
 */
export async function watermarkCertificate(input: Buffer, text: string): Promise<Buffer> {
  const meta = await sharp(input).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const size = Math.max(10, Math.round(width * 0.045));
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width - size}" y="${height - size}" text-anchor="end" font-family="sans-serif" ` +
      `font-weight="bold" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity="0.6" ` +
      `stroke-width="${Math.max(1, size / 10)}" paint-order="stroke">${escapeXml(text)}</text></svg>`,
  );
  return sharp(input)
    .composite([{ input: svg, top: 0, left: 0 }])
    .webp({ quality: 80 })
    .toBuffer();
}
