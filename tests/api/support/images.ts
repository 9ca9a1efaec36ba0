import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '../../../scripts/bench/heavy-png';

export const jpeg = (width = 800, height = 600, color = '#8a9') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();

export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#a78' } })
    .png()
    .toBuffer();

/** A phone photo: 6000×4000-ish noise would be slow; this keeps the EXIF GPS block that matters. */
export const pngWithGps = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#9ab' } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS Leaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 29/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '19/1 2/1 0/1',
      },
    })
    .png()
    .toBuffer();

/** A valid 20000×20000 one-bit PNG that compresses to a few dozen KB: a pixel bomb. */
export function pixelBomb(size = 20000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(size / 8);
  const pixels = deflateSync(Buffer.alloc(row * size), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function form(
  files: { name: string; data: Buffer; type?: string }[],
  field = 'images',
): FormData {
  const body = new FormData();
  for (const file of files) {
    body.append(
      field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  return body;
}

/** A JPEG whose header claims `width`×`height` (a small image's frame, enlarged): a pixel bomb. */
export async function jpegBomb(width = 20000, height = 20000): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(16, 16));
  for (let at = 2; at < bytes.length - 9;) {
    if (bytes[at] !== 0xff) throw new Error('JPEG marker expected');
    const marker = bytes[at + 1]!;
    // Baseline or progressive frame header: length, precision, height, width.
    if (marker === 0xc0 || marker === 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

/** Writes bits least significant first, as VP8L reads them. */
class BitWriter {
  private bytes: number[] = [];
  private used = 0;
  write(value: number, bits: number) {
    for (let i = 0; i < bits; i++) {
      if (this.used % 8 === 0) this.bytes.push(0);
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1]! |= 1 << (this.used % 8);
      this.used += 1;
    }
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

/**
 * A valid lossless WebP of one grey `size`×`size` square in a few dozen bytes: every prefix code
 * has a single symbol, so a pixel costs no bits at all — and decoding 16383² takes 800 MB.
 */
export function webpBomb(size = 16383): Buffer {
  const bits = new BitWriter();
  bits.write(0x2f, 8); // VP8L signature
  bits.write(size - 1, 14);
  bits.write(size - 1, 14);
  bits.write(0, 1); // no alpha
  bits.write(0, 3); // version 0
  bits.write(0, 1); // no transform
  bits.write(0, 1); // no colour cache
  bits.write(0, 1); // no meta prefix codes
  // Green, red, blue, alpha: one 8-bit symbol each; distance: the 1-bit symbol 0.
  for (const symbol of [0x80, 0x80, 0x80, 0xff]) {
    bits.write(1, 1); // simple code
    bits.write(0, 1); // one symbol
    bits.write(1, 1); // of 8 bits
    bits.write(symbol, 8);
  }
  bits.write(1, 1);
  bits.write(0, 1);
  bits.write(0, 1);
  bits.write(0, 1);
  let data = bits.buffer();
  const size32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const chunk = Buffer.concat([Buffer.from('VP8L'), size32(data.length), data]);
  if (data.length % 2) data = Buffer.concat([chunk, Buffer.alloc(1)]);
  else data = chunk;
  return Buffer.concat([Buffer.from('RIFF'), size32(4 + data.length), Buffer.from('WEBP'), data]);
}

/** SVG, which the server must never take as an image (it can carry scripts). */
export const SVG = {
  plain:
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#a78"/></svg>',
  withProlog:
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><rect width="64" height="64"/></svg>',
};

/**
 * A phone camera's photo: 3000×4000 (12 megapixels), noisy enough to encode at about 2.2 MB, as
 * a JPEG straight from a camera is.
 */
export async function phonePhoto(): Promise<Buffer> {
  const raw = randomBytes(3000 * 4000 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = 64 + (raw[i]! & 63);
  return sharp(raw, { raw: { width: 3000, height: 4000, channels: 3 } })
    .jpeg({ quality: 72 })
    .toBuffer();
}
