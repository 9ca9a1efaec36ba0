import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectDocument } from '@/features/documents/server/detect';
import { minimalPdf } from '../api/support/documents';

// A document is what its content is, whatever its name says.

const image = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#579' } })
    .toFormat(format)
    .toBuffer();

describe('detectDocument', () => {
  it('knows a PDF, a JPEG and a PNG by their content, and gives the stored extension', async () => {
    expect(await detectDocument(minimalPdf())).toEqual({
      ok: true,
      extension: 'pdf',
      contentType: 'application/pdf',
    });
    expect(await detectDocument(await image('jpeg'))).toMatchObject({
      ok: true,
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(await detectDocument(await image('png'))).toMatchObject({
      ok: true,
      extension: 'png',
      contentType: 'image/png',
    });
  });

  it('refuses what is none of them, whatever it was named (415)', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(120),
    ]);
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    );
    for (const [label, data] of Object.entries({ exe, html, svg, empty: Buffer.alloc(0) })) {
      expect(await detectDocument(data), label).toEqual({
        ok: false,
        msg: 'unsupportedDocumentType',
      });
    }
  });

  it('refuses a PDF cut short, and an image header with nothing readable behind it (422)', async () => {
    const pdf = minimalPdf();
    const damaged = { ok: false, msg: 'damagedDocument' };
    expect(await detectDocument(pdf.subarray(0, Math.floor(pdf.length / 2)))).toEqual(damaged);
    const jpeg = await image('jpeg');
    expect(await detectDocument(jpeg.subarray(0, 4))).toEqual(damaged);
    const png = await image('png');
    expect(await detectDocument(png.subarray(0, 12))).toEqual(damaged);
    // A PNG's signature with a JPEG behind it is neither.
    expect(await detectDocument(Buffer.concat([png.subarray(0, 8), jpeg]))).toEqual(damaged);
  });

  it('accepts a PDF whose end marker has a line end or padding after it', async () => {
    const padded = Buffer.concat([minimalPdf(), Buffer.from('\r\n'), Buffer.alloc(300, 0x20)]);
    expect(await detectDocument(padded)).toMatchObject({ ok: true, extension: 'pdf' });
  });
});
