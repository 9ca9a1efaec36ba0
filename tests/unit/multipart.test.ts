import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseImageUpload, parseUpload } from '@/lib/server/images/multipart';

const boundary = 'x';
const part = (field: string, filename: string, data: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
  `Content-Type: image/jpeg\r\n\r\n${data}`;

function upload(body: string): Request {
  return new Request('http://localhost/api/admin/gallery', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

/** Lets the streams' pending events (and any error they would throw) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('multipart upload parsing', () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    uncaught.length = 0;
    process.on('uncaughtException', record);
  });
  afterEach(() => {
    process.off('uncaughtException', record);
  });

  it('reads a complete upload', async () => {
    const parsed = await parseImageUpload(upload(`${part('images', 'a.jpg', 'abc')}\r\n--x--\r\n`));
    expect(parsed.files).toEqual([{ name: 'a.jpg', data: Buffer.from('abc') }]);
  });

  it('reads a UTF-8 file name, the text fields beside it, and each form’s own limits', async () => {
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const limits = {
      field: 'file',
      maxFileBytes: 4,
      maxFiles: 1,
      maxRequestBytes: 10_000,
      fileTooLarge: 'documentTooLarge',
      requestTooLarge: 'documentTooLarge',
    };
    const body = (data: string) =>
      upload(
        field('kind', 'contract') +
          field('title', 'Adásvételi szerződés') +
          `${part('file', 'szerződés.pdf', data)}\r\n--x--\r\n`,
      );
    expect(await parseUpload(body('abc'), limits)).toEqual({
      files: [{ name: 'szerződés.pdf', data: Buffer.from('abc') }],
      refused: [],
      fields: { kind: 'contract', title: 'Adásvételi szerződés' },
    });
    expect((await parseUpload(body('abcde'), limits)).refused).toEqual([
      { name: 'szerződés.pdf', msg: 'documentTooLarge' },
    ]);
  });

  // A cut-off upload (a phone losing its connection): the file streams fail with the form, and
  // that must end up in the request's answer, never as an uncaught exception of the server.
  for (const [label, body] of [
    ['a cut-off photo', part('images', 'a.jpg', 'abc')],
    ['a cut-off field the upload ignores', part('other', 'b.jpg', 'abc')],
    [
      'a cut-off photo past the tenth',
      Array.from({ length: 11 }, (_, i) => `${part('images', `${i}.jpg`, 'abc')}\r\n`).join('') +
        part('images', 'last.jpg', 'abc'),
    ],
  ]) {
    it(`refuses ${label} with 400 and throws nothing uncaught`, async () => {
      await expect(parseImageUpload(upload(body!))).rejects.toMatchObject({
        status: 400,
        message: 'invalidMultipart',
      });
      await settle();
      expect(uncaught).toEqual([]);
    });
  }
});
