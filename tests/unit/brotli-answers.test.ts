import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { answerInBrotli, wantsBrotli } from '@/server/brotli-answers.mjs';
import { rawRequest } from '../support/http';

const CHROME = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const PAGE = `<!DOCTYPE html><html lang="en"><body>${'<p>Bodza, a blue French Bulldog</p>'.repeat(60)}</body></html>`;

function wants(headers: Record<string, string>, method = 'GET') {
  return wantsBrotli({ method, headers } as unknown as IncomingMessage);
}

describe('wantsBrotli', () => {
  it("takes a browser's GET of a page that accepts Brotli", () => {
    expect(wants(CHROME)).toBe(true);
    expect(wants({ ...CHROME, 'accept-encoding': 'br;q=0.5' })).toBe(true);
  });

  it('leaves everything else to Next', () => {
    expect(wants(CHROME, 'HEAD')).toBe(false);
    expect(wants({ ...CHROME, 'accept-encoding': 'gzip, deflate' })).toBe(false);
    expect(wants({ ...CHROME, 'accept-encoding': 'gzip, br;q=0' })).toBe(false);
    expect(wants({ ...CHROME, accept: 'image/avif,image/webp,*/*' })).toBe(false);
    expect(wants({ ...CHROME, accept: 'application/json' })).toBe(false);
    expect(wants({ 'accept-encoding': 'br' })).toBe(false);
  });
});

/** Text less repetitive than a page of the same line: quality 11 beats quality 5 on it. */
function variedText(seed: number): string {
  const words = ['blue', 'fawn', 'puppy', 'Budapest', 'family', 'passport', 'crate', 'home'];
  return Array.from({ length: 6000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return words[seed % words.length];
  }).join(' ');
}

describe('answerInBrotli', () => {
  let close = () => Promise.resolve();
  afterEach(() => close());

  /** A server whose "Next" is `next`, behind answerInBrotli; what Next was asked, and answers. */
  async function serve(next: (res: ServerResponse) => void) {
    const asked: (string | undefined)[] = [];
    const server = createServer((req, res) => {
      answerInBrotli(req, res);
      asked.push(req.headers['accept-encoding']);
      next(res);
    });
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
    const get = () => rawRequest(url, { headers: CHROME });
    return { asked, get };
  }

  it('sends the page Next wrote in parts as one Brotli body, with its headers', async () => {
    const { asked, get } = await serve((res) => {
      res.setHeader('x-kennel-cache', 'miss');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' });
      res.flushHeaders();
      res.write(PAGE.slice(0, 500));
      res.write(Buffer.from(PAGE.slice(500, 900)));
      res.end(PAGE.slice(900));
    });
    const answer = await get();
    expect(asked).toEqual(['identity']);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(PAGE.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['etag']).toBe('W/"abc"');
    expect(answer.headers['x-kennel-cache']).toBe('miss');
  });

  it('sends later answers with the same content from a copy compressed at the highest quality', async () => {
    const text = variedText(7);
    const { get } = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.end(text);
    });
    const first = await get();
    let later = first;
    for (let attempt = 0; attempt < 100 && later.body.length >= first.body.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get();
    }
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(text);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
  });

  it('sends a page rendered for one request (a nonce in its policy) at quality 5, keeping no copy', async () => {
    const text = variedText(11);
    const { get } = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', "script-src 'self' 'nonce-QUJD' 'strict-dynamic'");
      res.end(text);
    });
    const first = await get();
    expect(brotliDecompressSync(first.body).toString()).toBe(text);
    // Time enough for a quality-11 copy (the test above gets one within a few tries).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const later = await get();
    expect(later.body.length).toBe(first.body.length);
  });

  it('takes headers given to writeHead as a list, and keeps a Vary that names the encoding', async () => {
    const { get } = await serve((res) => {
      res.writeHead(404, 'Not Found', [
        'content-type',
        'text/html',
        'vary',
        'RSC, Accept-Encoding',
      ]);
      res.end(PAGE);
    });
    const answer = await get();
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('RSC, Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('sends short answers, files and answers already encoded as they came', async () => {
    const answers: [string, Record<string, string>, string][] = [
      ['short', { 'content-type': 'text/html' }, '<p>Bodza</p>'],
      ['an image', { 'content-type': 'image/webp' }, PAGE],
      ['already gzip', { 'content-type': 'text/html', 'content-encoding': 'gzip' }, PAGE],
    ];
    for (const [label, headers, body] of answers) {
      const { get } = await serve((res) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.end(body);
      });
      const answer = await get();
      expect(answer.headers['content-encoding'], label).toBe(headers['content-encoding']);
      expect(answer.body.toString(), label).toBe(body);
      await close();
    }
  });
});
