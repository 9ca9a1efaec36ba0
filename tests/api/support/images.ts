import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

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
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
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
