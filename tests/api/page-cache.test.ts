import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADER_START, scriptLoaderFiles } from '../../server/next-private.mjs';
import { ADMIN, client, DOG } from './support/client';
import { BROWSER, httpRequest, textOf, type Raw } from './support/raw';
import { startServer, type TestServer } from './support/server';

// The micro-cache in front of either entry (server/page-cache.mjs), over HTTP against the real
// server.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let session: string;

const raw = (path: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  httpRequest(server.url, path, headers, method);
const html = textOf;
const lang = (answer: Raw) => /<html lang="([a-z]+)"/.exec(html(answer))?.[1];

/**
 * Whether the answer came from a cache in front of Next: the site's own (`X-Kennel-Cache`), or,
 * behind nginx (TEST_NGINX=1), nginx's copy of it (`X-Cache-Status`), which repeats the header
 * the site sent when it was kept.
 */
function cacheState(answer: Raw): string | undefined {
  const nginx = answer.headers['x-cache-status'];
  if (process.env.TEST_NGINX === '1' && (nginx === 'HIT' || nginx === 'UPDATING')) return 'hit';
  return answer.headers['x-kennel-cache'] as string | undefined;
}

/** The same request until it is answered from the cache (the first may find it empty). */
async function cached(path: string, headers: Record<string, string> = BROWSER): Promise<Raw> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await raw(path, headers);
    if (cacheState(answer) === 'hit') return answer;
  }
  throw new Error(`${path} was never answered from the cache`);
}

/**
 * A cached answer and a second request answered from the same entry: entries live a second
 * (server/page-cache.mjs), so on a loaded machine the pair is tried again until both fall in one.
 */
async function fromOneEntry(
  path: string,
  more: (first: Raw) => Promise<Raw[]>,
): Promise<[first: Raw, ...more: Raw[]]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const first = await cached(path);
    const answers = await more(first);
    if (answers.every((answer) => cacheState(answer) === 'hit')) {
      return [first, ...answers];
    }
  }
  throw new Error(`${path}: no two requests were answered from one cache entry`);
}

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  const signup = await call<{ token: string }>('/auth/signup', { json: ADMIN });
  token = signup.body.token;
  session = signup.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => /^(__Host-)?session=/.test(cookie))!;
  expect(session).toBeTruthy();
});
afterAll(() => server?.stop());

describe('the page micro-cache', () => {
  it('answers a repeated page request from memory with the bytes Next sent', async () => {
    const first = await raw('/about');
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe('miss');
    const second = await cached('/about');
    expect(second.status).toBe(200);
    // In Brotli (server/brotli-answers.mjs), not Next's gzip.
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers['vary']).toMatch(/Accept-Encoding/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lang(second)).toBe('en');
  });

  it('sends pages in Brotli to browsers that take it: the same HTML as in gzip, smaller', async () => {
    for (const path of ['/', '/gallery', '/puppies/available-puppies']) {
      const br = await raw(path);
      const gzip = await raw(path, { ...BROWSER, 'accept-encoding': 'gzip, deflate' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(Number(br.headers['content-length']), path).toBe(br.body.length);
      expect(br.body.length, path).toBeLessThan(gzip.body.length);
      // Both whole: the loader of the page's scripts is the last thing in its body.
      expect(html(br), path).toMatch(/<\/script><\/body><\/html>$/);
      expect(html(br).replace(/nonce="[^"]*"/g, ''), path).toBe(
        html(gzip).replace(/nonce="[^"]*"/g, ''),
      );
    }
  });

  it('keeps locales and encodings apart', async () => {
    const variants: { headers: Record<string, string>; lang: string; encoding?: string }[] = [
      { headers: BROWSER, lang: 'en', encoding: 'br' },
      {
        headers: { ...BROWSER, 'accept-language': 'hu-HU,hu;q=0.9' },
        lang: 'hu',
        encoding: 'br',
      },
      {
        headers: { ...BROWSER, 'accept-language': 'de-DE,de;q=0.9' },
        lang: 'de',
        encoding: 'br',
      },
      // The cookie wins over the browser's language.
      { headers: { ...BROWSER, cookie: 'NEXT_LOCALE=de' }, lang: 'de', encoding: 'br' },
      { headers: { ...BROWSER, cookie: 'NEXT_LOCALE=hu; theme=x' }, lang: 'hu', encoding: 'br' },
      { headers: { ...BROWSER, 'accept-encoding': 'gzip, deflate' }, lang: 'en', encoding: 'gzip' },
      { headers: { ...BROWSER, 'accept-encoding': 'identity' }, lang: 'en' },
      {
        headers: { ...BROWSER, 'accept-language': 'hu', 'accept-encoding': 'identity' },
        lang: 'hu',
      },
    ];
    // Twice round: the second round is served from the cache filled by the first.
    for (let round = 0; round < 2; round++) {
      for (const variant of variants) {
        const answer =
          round === 0
            ? await raw('/breed', variant.headers)
            : await cached('/breed', variant.headers);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(variant.encoding);
        expect(lang(answer), JSON.stringify(variant.headers)).toBe(variant.lang);
      }
    }
  });

  it('answers HEAD from the cache without a body', async () => {
    const [get, head] = await fromOneEntry('/transport', async () => [
      await raw('/transport', BROWSER, 'HEAD'),
    ]);
    expect(head!.status).toBe(200);
    expect(head!.body.length).toBe(0);
    expect(Number(head!.headers['content-length'])).toBe(get.body.length);
    expect(head!.headers['etag']).toBe(get.headers['etag']);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const [get, again, other] = await fromOneEntry('/contact', async (first) => [
      await raw('/contact', { ...BROWSER, 'if-none-match': String(first.headers['etag']) }),
      await raw('/contact', { ...BROWSER, 'if-none-match': '"something-else"' }),
    ]);
    const etag = String(get.headers['etag']);
    expect(again!.status).toBe(304);
    expect(again!.body.length).toBe(0);
    expect(again!.headers['etag']).toBe(etag);
    expect(other!.status).toBe(200);
    expect(other!.body.equals(get.body)).toBe(true);
  });

  it('keeps sign-in and sign-up, static pages, for visitors without a session', async () => {
    for (const path of ['/login', '/signup', '/login?redirect=%2Fadmin']) {
      const answer = await cached(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(String(answer.headers['content-security-policy']), path).not.toContain("'nonce-");
      const page = html(answer);
      expect(page, path).not.toMatch(/<script [^>]*async=""/);
      const loaders = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter((m) =>
        m[1]!.startsWith(LOADER_START),
      );
      expect(loaders, path).toHaveLength(1);
      expect(scriptLoaderFiles(loaders[0]![1]!)!.length, path).toBeGreaterThan(3);
    }
  });

  it('never keeps a signed-in visitor’s pages, admin pages or router requests', async () => {
    for (const cookie of [session, `NEXT_LOCALE=en; ${session}`]) {
      for (let i = 0; i < 3; i++) {
        const answer = await raw('/gallery', { ...BROWSER, cookie });
        expect(answer.status).toBe(200);
        expect(cacheState(answer)).toBeUndefined();
      }
    }
    for (const path of ['/admin/products', '/admin', '/login', '/signup']) {
      for (let i = 0; i < 3; i++) {
        const answer = await raw(path, { ...BROWSER, cookie: session });
        expect(cacheState(answer), path).toBeUndefined();
      }
    }
    await cached('/gallery');
    // The client-side router's requests reach Next (which answers them differently), never the
    // cached document.
    for (const [path, headers] of [
      ['/gallery', { ...BROWSER, rsc: '1' }],
      ['/gallery', { ...BROWSER, 'next-router-prefetch': '1' }],
      ['/gallery?_rsc=1x2y', BROWSER],
      ['/gallery', { ...BROWSER, 'sec-fetch-dest': 'empty' }],
    ] as const) {
      const answer = await raw(path, headers);
      expect(cacheState(answer), JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('sends an admin page in Brotli with its scripts after the first paint, under its nonce', async () => {
    for (const path of ['/admin/products', '/admin/password']) {
      const answer = await raw(path, { ...BROWSER, cookie: session });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce, path).toBeTruthy();
      const page = html(answer);
      // No script file in the HTML: one loader, last in the body, allowed by the request's nonce.
      expect(page, path).not.toMatch(/<script src="[^"]+"[^>]*\basync=""/);
      expect(page, path).not.toMatch(/<link rel="preload" as="script"/);
      const loaders = [...page.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)].filter(
        (m) => m[2]!.startsWith(LOADER_START),
      );
      expect(loaders, path).toHaveLength(1);
      expect(loaders[0]![1], path).toBe(nonce);
      expect(scriptLoaderFiles(loaders[0]![2]!)!.length, path).toBeGreaterThan(3);
      expect(page, path).toMatch(/<\/script><\/body><\/html>$/);
      // The router's own requests for it are Next's, untouched.
      const data = await raw(path, { ...BROWSER, cookie: session, rsc: '1' });
      expect(data.headers['content-encoding'], path).not.toBe('br');
    }
  });

  it('sets the locale cookie exactly when Next would, never from the cache', async () => {
    // An outdated locale cookie is corrected on every visit.
    for (let i = 0; i < 3; i++) {
      const answer = await raw('/about', { ...BROWSER, cookie: 'NEXT_LOCALE=fr' });
      expect(answer.status).toBe(200);
      expect(cacheState(answer)).toBe('miss');
      expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^NEXT_LOCALE=en;/)]);
      expect(lang(answer)).toBe('en');
    }
    // A browser whose language is already the locale gets no cookie, cached or not.
    const first = await raw('/about', { ...BROWSER, 'accept-language': 'de' });
    const second = await cached('/about', { ...BROWSER, 'accept-language': 'de' });
    for (const answer of [first, second]) {
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(lang(answer)).toBe('de');
    }
  });

  /**
   * The answer to `target` once `check` holds: at once from the site itself, within two seconds
   * behind nginx (TEST_NGINX=1), which keeps its copy that long without hearing of changes.
   */
  async function once(target: string, check: (answer: Raw) => boolean): Promise<Raw> {
    const deadline = Date.now() + (process.env.TEST_NGINX === '1' ? 4_000 : 0);
    for (;;) {
      const answer = await raw(target);
      if (check(answer) || Date.now() >= deadline) return answer;
    }
  }

  it('shows a change made through the API on the very next request', async () => {
    const created = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Cache Cili', price: 1900, enabled: true },
    });
    expect(created.status).toBe(201);
    const { id, slug } = created.body as { id: number; slug: string };

    expect(html(await cached(`/${slug}`))).toContain('€1,900');
    await once('/puppies/available-puppies', (answer) => html(answer).includes('Cache Cili'));
    expect(html(await cached('/puppies/available-puppies'))).toContain('Cache Cili');

    await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: { price: 2300 } });
    const changed = await once(`/${slug}`, (answer) => html(answer).includes('€2,300'));
    expect(cacheState(changed)).toBe('miss');
    expect(html(changed)).toContain('€2,300');
    expect(html(await cached(`/${slug}`))).toContain('€2,300');
  });

  it('answers 404 at once for a dog hidden or deleted, and 308 for its id when shown', async () => {
    const created = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Rejtett Rozi', enabled: true },
    });
    const { id, slug } = created.body as { id: number; slug: string };
    await cached(`/${slug}`);
    expect((await raw(`/${id}`)).status).toBe(308);

    await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: { enabled: false } });
    expect((await once(`/${slug}`, (answer) => answer.status === 404)).status).toBe(404);
    expect((await raw(`/${id}`)).status).toBe(404);
    const list = await once('/puppies/available-puppies', (a) => !html(a).includes('Rejtett Rozi'));
    expect(html(list)).not.toContain('Rejtett Rozi');

    await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: { enabled: true } });
    const byId = await raw(`/${id}`);
    expect(byId.status).toBe(308);
    expect(byId.headers['location']).toMatch(new RegExp(`/${slug}$`));
    await cached(`/${slug}`);

    expect((await call(`/admin/dogs/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await once(`/${slug}`, (answer) => answer.status === 404)).status).toBe(404);
    expect((await raw(`/${id}`)).status).toBe(404);
  });

  it('forgets a page after a second even without a change in this process', async () => {
    await cached('/puppies');
    // nginx (TEST_NGINX=1) counts its second in whole seconds: its copy lives one to two.
    await new Promise((resolve) =>
      setTimeout(resolve, process.env.TEST_NGINX === '1' ? 2_100 : 1_100),
    );
    expect(cacheState(await raw('/puppies'))).toBe('miss');
  });
});
