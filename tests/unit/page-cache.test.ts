import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createGzip, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { notifyPublicChange } from '@/lib/public-change';
import { cookieName, SESSION_COOKIES } from '@/lib/session-cookies';
import { cacheKey, createPageCache } from '@/server/page-cache.mjs';
import { rawRequest } from '../support/http';

const BROWSER = { 'accept-encoding': 'gzip', 'accept-language': 'en-US,en;q=0.9', host: 'x' };

function key(url: string, headers: Record<string, string> = BROWSER, method = 'GET') {
  return cacheKey({ method, url, headers } as unknown as IncomingMessage);
}

describe('cacheKey', () => {
  it('keys public document requests by path, locale and accepted encoding', () => {
    const home = key('/');
    expect(home).not.toBeNull();
    expect(key('/', BROWSER, 'HEAD')).toBe(home);
    const others = [
      key('/?page=2'),
      key('/about'),
      key('/', { ...BROWSER, 'accept-language': 'hu' }),
      key('/', { ...BROWSER, 'accept-encoding': 'br' }),
      key('/', { ...BROWSER, cookie: 'NEXT_LOCALE=en' }),
      key('/', { ...BROWSER, host: 'y' }),
      key('/', { ...BROWSER, 'x-forwarded-proto': 'https' }),
    ];
    expect(new Set([home, ...others]).size).toBe(others.length + 1);
    // With a locale cookie the browser's language no longer matters.
    expect(key('/', { ...BROWSER, cookie: 'a=1; NEXT_LOCALE=hu' })).toBe(
      key('/', { ...BROWSER, 'accept-language': 'de', cookie: 'NEXT_LOCALE=hu' }),
    );
  });

  it('over https keys by the __Host- locale cookie next-intl reads there, not the plain one', () => {
    const https = { ...BROWSER, 'x-forwarded-proto': 'https' };
    const byCookie = (cookie: string, headers: Record<string, string> = https) =>
      key('/', { ...headers, cookie });
    expect(byCookie(`${cookieName(LOCALE_COOKIE, true)}=hu`)).toBe(
      key('/', { ...https, 'accept-language': 'de', cookie: '__Host-NEXT_LOCALE=hu' }),
    );
    expect(byCookie('__Host-NEXT_LOCALE=hu')).not.toBe(byCookie('__Host-NEXT_LOCALE=de'));
    // A plain one over https changes nothing: the browser's language decides, as for Next.
    expect(byCookie('NEXT_LOCALE=hu')).toBe(key('/', https));
    // Over http the other way round.
    expect(byCookie('__Host-NEXT_LOCALE=hu', BROWSER)).toBe(key('/'));
    expect(byCookie(`${cookieName(LOCALE_COOKIE, false)}=hu`, BROWSER)).not.toBe(key('/'));
    for (const name of SESSION_COOKIES) expect(byCookie(`${name}=abc`)).toBeNull();
  });

  it('leaves to Next everything that is not a public document request', () => {
    const refused: [string, Record<string, string>, string?][] = [
      ['/', BROWSER, 'POST'],
      ['/', BROWSER, 'DELETE'],
      ['/admin', BROWSER],
      ['/admin/products?x=1', BROWSER],
      ['/api/dogs', BROWSER],
      ['/_next/static/chunks/a.js', BROWSER],
      ['/gallery?_rsc=abc', BROWSER],
      ['/gallery?a=1&_rsc=abc', BROWSER],
      ['/gallery', { ...BROWSER, rsc: '1' }],
      ['/gallery', { ...BROWSER, 'next-router-state-tree': '%5B%5D' }],
      ['/gallery', { ...BROWSER, 'next-router-prefetch': '1' }],
      ['/gallery', { ...BROWSER, 'next-router-segment-prefetch': '/_tree' }],
      ['/gallery', { ...BROWSER, 'sec-fetch-dest': 'empty' }],
      ['/gallery', { ...BROWSER, range: 'bytes=0-10' }],
      ['/gallery', { ...BROWSER, authorization: 'Bearer x' }],
      ['/gallery', { ...BROWSER, cookie: 'session=abc' }],
      ['/gallery', { ...BROWSER, cookie: 'NEXT_LOCALE=en; __Host-session=abc' }],
      ['/gallery', { ...BROWSER, cookie: 'NEXT_LOCALE=en; NEXT_LOCALE=hu' }],
    ];
    for (const [url, headers, method] of refused) {
      expect(
        key(url, headers, method),
        `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`,
      ).toBe(null);
    }
    // Paths that only begin like a private one are pages.
    expect(key('/administrator')).not.toBeNull();
    expect(key('/gallery', { ...BROWSER, 'sec-fetch-dest': 'document' })).not.toBeNull();
    expect(key('/gallery', { ...BROWSER, cookie: 'signed_in=1; mysession=1' })).not.toBeNull();
  });
});

/** What the fake Next answers next, and how often it was asked. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Compress inside the handler, as Next's compression middleware does. */
  gzip?: boolean;
  /** Resolves once the handler may finish. */
  wait?: Promise<void>;
}

describe('the page cache', () => {
  let clock = 0;
  let answer: Answer;
  let calls = 0;
  let server: Server;
  let base = '';
  let cache: ReturnType<typeof createPageCache>;

  const page = (body = '<html lang="en">page</html>'): Answer => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
      'x-nextjs-cache': 'HIT',
      etag: '"abc"',
    },
    body,
  });

  beforeEach(async () => {
    clock = 1_000_000;
    calls = 0;
    answer = page();
    cache = createPageCache({ now: () => clock, maxEntries: 3, maxEntryBytes: 1000 });
    server = createServer((req, res) =>
      cache.handle(req, res, async (_req, res) => {
        calls++;
        const current = answer;
        await current.wait;
        res.statusCode = current.status;
        for (const [name, value] of Object.entries(current.headers)) res.setHeader(name, value);
        if (!current.gzip) return void res.end(current.body);
        res.setHeader('content-encoding', 'gzip');
        const write = res.write.bind(res);
        const end = res.end.bind(res);
        const gzip = createGzip();
        gzip.on('data', (chunk: Buffer) => write(chunk));
        gzip.on('end', () => end());
        gzip.end(current.body);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    cache.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, method = 'GET', headers: Record<string, string> = BROWSER) =>
    rawRequest(`${base}${path}`, { method, headers });

  it('replays a static page with its headers for a second', async () => {
    const first = await get('/');
    expect(first.headers['x-kennel-cache']).toBe('miss');
    const second = await get('/');
    expect(second.headers['x-kennel-cache']).toBe('hit');
    expect(second.body.toString()).toBe('<html lang="en">page</html>');
    expect(second.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
      etag: '"abc"',
      'content-length': String(second.body.length),
    });
    expect(second.headers['x-nextjs-cache']).toBeUndefined();
    expect(calls).toBe(1);

    clock += 999;
    expect((await get('/')).headers['x-kennel-cache']).toBe('hit');
    clock += 1;
    expect((await get('/')).headers['x-kennel-cache']).toBe('miss');
    expect(calls).toBe(2);
  });

  it('replays an https answer (with HSTS) only to https requests', async () => {
    const https = { ...BROWSER, 'x-forwarded-proto': 'https' };
    answer.headers['strict-transport-security'] = 'max-age=63072000';
    expect((await get('/', 'GET', https)).headers['x-kennel-cache']).toBe('miss');
    delete answer.headers['strict-transport-security'];
    const plain = await get('/');
    expect(plain.headers['x-kennel-cache']).toBe('miss');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const replayed = await get('/', 'GET', https);
    expect(replayed.headers['x-kennel-cache']).toBe('hit');
    expect(replayed.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('keeps the body as the handler compressed it', async () => {
    answer = { ...page('<html>compressed</html>'), gzip: true };
    const first = await get('/');
    const second = await get('/');
    expect(second.headers['x-kennel-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body.equals(first.body)).toBe(true);
    expect(gunzipSync(second.body).toString()).toBe('<html>compressed</html>');
  });

  it('keeps a page in Brotli for a browser that accepts it, as it was sent', async () => {
    const html = `<html lang="en">${'<p>Bodza</p>'.repeat(200)}</html>`;
    answer = page(html);
    const chrome = { ...BROWSER, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const first = await get('/', 'GET', chrome);
    expect(first.headers['x-kennel-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    const second = await get('/', 'GET', chrome);
    expect(second.headers['x-kennel-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(second.body).toString()).toBe(html);
    // A browser without Brotli has an entry of its own.
    expect((await get('/')).headers['x-kennel-cache']).toBe('miss');
  });

  it('forgets everything when public data changes in this process', async () => {
    await get('/');
    await get('/about');
    expect(cache.size).toBe(2);
    notifyPublicChange();
    expect(cache.size).toBe(0);
    expect((await get('/')).headers['x-kennel-cache']).toBe('miss');
  });

  it('does not keep an answer that was being made while the data changed', async () => {
    let release = () => {};
    answer = { ...page('<html>old</html>'), wait: new Promise((resolve) => (release = resolve)) };
    const pending = get('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    notifyPublicChange();
    release();
    expect((await pending).body.toString()).toBe('<html>old</html>');
    answer = page('<html>new</html>');
    expect((await get('/')).body.toString()).toBe('<html>new</html>');
  });

  it('stores only fresh static HTML without cookies, within its bounds', async () => {
    const refused: Answer[] = [
      { ...page(), status: 404 },
      { ...page(), headers: { ...page().headers, 'x-nextjs-cache': 'STALE' } },
      { ...page(), headers: { ...page().headers, 'x-nextjs-cache': '' } },
      {
        ...page(),
        headers: {
          ...page().headers,
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        },
      },
      { ...page(), headers: { ...page().headers, 'content-type': 'application/json' } },
      { ...page(), headers: { ...page().headers, 'set-cookie': 'NEXT_LOCALE=en; Path=/' } },
      page('x'.repeat(1001)),
    ];
    for (const refusedAnswer of refused) {
      answer = refusedAnswer;
      await get('/');
      expect((await get('/')).headers['x-kennel-cache'], JSON.stringify(answer)).toBe('miss');
    }
    expect(cache.size).toBe(0);
  });

  it('answers HEAD without a body and keeps only GET answers', async () => {
    await get('/', 'HEAD');
    expect(cache.size).toBe(0);
    const full = await get('/');
    const head = await get('/', 'HEAD');
    expect(head.headers['x-kennel-cache']).toBe('hit');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });

  it('answers a matching If-None-Match with 304', async () => {
    await get('/');
    const notModified = await get('/', 'GET', { ...BROWSER, 'if-none-match': 'W/"abc", "x"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe('"abc"');
    expect((await get('/', 'GET', { ...BROWSER, 'if-none-match': '"x"' })).status).toBe(200);
  });

  it('holds a bounded number of pages, dropping the oldest', async () => {
    for (const path of ['/a', '/b', '/c', '/d']) await get(path);
    expect(cache.size).toBe(3);
    expect((await get('/d')).headers['x-kennel-cache']).toBe('hit');
    expect((await get('/a')).headers['x-kennel-cache']).toBe('miss');
  });
});
