import { crc32, deflateSync } from 'node:zlib';

/** The side of the heavy photo: just under the 40-megapixel limit the server accepts. */
export const HEAVY_PNG_SIDE = 6324;

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 16-bit RGB PNG of `side`² pixels that takes 240 MB to decode at 6324² yet compresses to
 * about `targetBytes`: one row of 16-bit gradients, repeated with PNG's "Up" filter (zero bytes),
 * with `noisyRows` rows of scattered noise. `seed` varies the colours, so no two files are alike.
 */
function encode(side: number, seed: number, noisyRows: number): Buffer {
  const stride = 1 + side * 6;
  const raw = Buffer.alloc(stride * side);
  for (let x = 0; x < side; x++) {
    raw.writeUInt16BE((x * 10 + seed) & 0xffff, 1 + x * 6);
    raw.writeUInt16BE(0xffff - ((x * 10) & 0xffff), 3 + x * 6);
    raw.writeUInt16BE((20000 + seed * 997) & 0xffff, 5 + x * 6);
  }
  const every = noisyRows > 0 ? Math.max(1, Math.floor(side / noisyRows)) : Infinity;
  let state = (seed * 2654435761) >>> 0;
  for (let y = 1; y < side; y++) {
    raw[y * stride] = 2; // Up: the row above, plus these (mostly zero) bytes
    if (y % every !== 0) continue;
    for (let k = 0; k < 64; k++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      raw[y * stride + 1 + (state % (side * 6))] = state >>> 24;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 16; // bits per sample
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * `count` heavy PNGs (see `encode`) of about `targetBytes` each (±3 %): the noise is scaled once
 * from two trial encodings, since the size grows in step with the noisy rows.
 */
export function heavyPngs(count: number, targetBytes = 460_000, side = HEAVY_PNG_SIDE): Buffer[] {
  const flat = encode(side, 1, 0).length;
  const probe = Math.max(1, Math.round(side / 16));
  const perRow = (encode(side, 1, probe).length - flat) / probe;
  const rows = Math.min(side - 1, Math.max(0, Math.round((targetBytes - flat) / perRow)));
  return Array.from({ length: count }, (_, i) => encode(side, i + 1, rows));
}
