import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../server/compile-hints.mjs';
import { isScriptLoader, scriptLoaderFiles } from '../../lib/first-paint-loader.mjs';
import { ADMIN, client, DOG, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { BROWSER, httpRequest, rawRequest, textOf, type Raw } from './support/raw';
import { startServer, type TestServer } from './support/server';

// The security headers on every kind of answer, over HTTP, from `next start` alone or (with
// TEST_NGINX=1) through nginx in front of it.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let dogSlug: string;
let imageUrl: string;

const raw = (path: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  httpRequest(server.url, path, headers, method);

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  const dog = await call<{ id: number; slug: string }>('/admin/dogs', { token, json: DOG });
  dogSlug = dog.body.slug;
  const photos = await call<{ images: { url: string }[] }>(`/admin/dogs/${dog.body.id}/images`, {
    token,
    body: form([{ name: 'a.jpg', data: await jpeg() }]),
  });
  imageUrl = photos.body.images[0]!.url;
});
afterAll(() => server?.stop());

/** `directive → sources` of a Content-Security-Policy value. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy, 'a Content-Security-Policy header').toBe('string');
  // Two policies would both apply (Node joins repeated headers with a comma).
  expect(String(policy), 'one policy').not.toMatch(/,\s*default-src/);
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What the build's own scripts carry: no page-only headers, but no sniffing either. */
function expectBuildFileHeaders(answer: Raw, label: string) {
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  for (const pageOnly of [
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    expect(answer.headers[pageOnly], `${label}: ${pageOnly}`).toBeUndefined();
  }
  expect(answer.headers['x-powered-by'], label).toBeUndefined();
}

function expectBaseHeaders(answer: Raw, label: string) {
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  const permissions = String(answer.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions, label).toContain(`${feature}=()`);
  }
  expect(answer.headers['x-frame-options'], label).toBe('DENY');
  expect(answer.headers['x-powered-by'], label).toBeUndefined();
}

/** What every policy holds, whatever it allows for scripts. */
function expectLockedDown(policy: Map<string, string[]>, label: string) {
  // Fetch directives left out fall back to default-src.
  expect(policy.get('object-src') ?? policy.get('default-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  for (const sources of policy.values()) {
    expect(sources, label).not.toContain("'unsafe-eval'");
    expect(sources, label).not.toContain('*');
  }
}

function expectPagePolicy(policy: Map<string, string[]>, label: string) {
  expectLockedDown(policy, label);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('connect-src'), label).toEqual(["'self'"]);
  expect(policy.get('script-src'), label).not.toContain("'unsafe-inline'");
}

/** The inline JavaScript of a page, as the browser hashes it. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1]!;
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/** The build's script files a page loads: its script tags' and those its loader adds. */
function scriptFilesOf(html: string): string[] {
  const tags = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const loaded = inlineScripts(html).flatMap((text) => scriptLoaderFiles(text) ?? []);
  return [...tags, ...loaded];
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A request of the client-side router for `path` (`RSC: 1` and `headers`), at the `_rsc` address
 * Next sends it to (a 307 from the plain address).
 */
async function routerRequest(path: string, headers: Record<string, string>): Promise<Raw> {
  const asked = { ...BROWSER, accept: '*/*', rsc: '1', ...headers };
  const first = await raw(path, asked);
  const location = first.headers.location;
  return first.status === 307 && typeof location === 'string' ? raw(location, asked) : first;
}

describe('static public pages', () => {
  it('are rendered without the query of the visit that first asks for them', async () => {
    // Rendered now (nothing asked for it before): Next writes the address into the payload.
    const first = await raw('/our-dogs?utm_source=visitor-1234&redirect=%2Fadmin');
    expect(first.status).toBe(200);
    const served = [first, await raw('/our-dogs'), await raw('/our-dogs?x=1')];
    // And what the router prefetches or fetches of it: the whole payload, and each segment.
    for (const segment of ['/_full', '/_tree', '/_head']) {
      const answer = await routerRequest('/our-dogs', {
        'next-router-prefetch': '1',
        'next-router-segment-prefetch': segment,
      });
      expect(answer.status, segment).toBe(200);
      expect(textOf(answer), segment).toContain(segment === '/_tree' ? '__PAGE__' : '0:{');
      served.push(answer);
    }
    served.push(await routerRequest('/our-dogs', {}));
    for (const answer of served) {
      expect(textOf(answer)).not.toContain('visitor-1234');
      expect(textOf(answer)).not.toContain('utm_source');
    }
  });

  it('allow exactly their own inline scripts, by hash, and frame only the social embed', async () => {
    for (const path of [
      '/',
      '/about',
      '/puppies/available-puppies',
      `/${dogSlug}`,
      '/gallery',
      '/login',
      '/signup',
    ]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        // The first answer is rendered by Next, the second comes from its cache (and, with
        // `npm start`, from the micro-cache).
        const answer = await raw(path);
        const label = `${path} (${answer.headers['x-kennel-cache'] ?? answer.headers['x-nextjs-cache']})`;
        expect(answer.status, label).toBe(200);
        expectBaseHeaders(answer, label);
        // One address, three languages: a shared cache must key on the cookie and the language.
        expect(String(answer.headers.vary), label).toMatch(/\bCookie\b/);
        expect(String(answer.headers.vary), label).toMatch(/\bAccept-Language\b/);
        const policy = directives(answer.headers['content-security-policy']);
        expectPagePolicy(policy, label);
        expect(policy.get('frame-src'), label).toEqual(['https://www.facebook.com']);
        const scripts = inlineScripts(textOf(answer));
        expect(scripts.length, label).toBeGreaterThan(0);
        const allowed = policy.get('script-src')!;
        expect(allowed.filter((source) => source.startsWith("'sha256-")).sort(), label).toEqual(
          [...new Set(scripts.map(sha256))].sort(),
        );
        expect(
          allowed.filter((source) => !source.startsWith("'sha256-")),
          label,
        ).toEqual(["'self'"]);
      }
    }
  });

  it('run their script files after the first paint, from one loader of files that exist', async () => {
    // Sign-in with a remembered page is the same static page: the form reads the address.
    for (const path of ['/', '/contact', `/${dogSlug}`, '/gallery', '/login?redirect=%2Fadmin']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await raw(path);
        const label = `${path} (${answer.headers['x-kennel-cache'] ?? answer.headers['x-nextjs-cache']})`;
        const html = textOf(answer);
        expect(html, label).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
        expect(html, label).not.toMatch(/<link rel="preload" as="script"/);
        const loaders = inlineScripts(html).filter(isScriptLoader);
        expect(loaders, label).toHaveLength(1);
        const files = scriptLoaderFiles(loaders[0]!)!;
        expect(files.length, label).toBeGreaterThan(3);
        // The headings' font is switched on by the loader, once fetched after the first paint.
        expect(html, label).toMatch(/^<!DOCTYPE html><html lang="en" class="[^"]*">/);
        for (const file of files) {
          const script = await raw(file);
          expect(script.status, file).toBe(200);
          expect(String(script.headers['content-type']), file).toMatch(/javascript/);
        }
      }
    }
  });

  it('keep the policy the browser holds when answering 304, and for HEAD', async () => {
    const first = await raw('/breed');
    const notModified = await raw('/breed', {
      ...BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.status).toBe(304);
    expectBaseHeaders(notModified, '304');
    // A 304's headers update the cached ones: a policy without the page's hashes would break it.
    const kept = notModified.headers['content-security-policy'];
    if (kept !== undefined) expect(kept).toBe(first.headers['content-security-policy']);

    const head = await raw('/transport', BROWSER, 'HEAD');
    expect(head.status).toBe(200);
    expectBaseHeaders(head, 'HEAD');
    expectPagePolicy(directives(head.headers['content-security-policy']), 'HEAD');
  });
});

describe('pages rendered per request', () => {
  it('the 404 pages carry a fresh nonce on every script', async () => {
    // Sign-up's outage screen has no address of its own (the proxy shows it at /signup).
    for (const path of [
      '/no-such-page',
      '/no/such/page',
      '/no-such-dog-9999',
      '/signup/unavailable',
    ]) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(404);
      expectBaseHeaders(answer, path);
      const policy = directives(answer.headers['content-security-policy']);
      expectPagePolicy(policy, path);
      const nonce = /^'nonce-(.+)'$/.exec(
        policy.get('script-src')!.find((s) => s.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce, path).toBeDefined();
      const tags = [...textOf(answer).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      for (const tag of tags.filter((t) => !/type="application\/(ld\+)?json"/.test(t))) {
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('admin pages carry a fresh nonce on every script, and frame nothing', async () => {
    const login = await call<{ token: string }>('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const nonces: string[] = [];
    for (const path of ['/admin', '/admin/products', '/admin/products']) {
      const answer = await raw(path, { ...BROWSER, cookie });
      expect(answer.status, path).toBe(200);
      expectBaseHeaders(answer, path);
      const policy = directives(answer.headers['content-security-policy']);
      expectPagePolicy(policy, path);
      expect(policy.get('frame-src'), path).toEqual(["'none'"]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(
        policy.get('script-src')!.find((s) => s.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce, path).toBeDefined();
      nonces.push(nonce!);
      const tags = [...textOf(answer).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags.filter((t) => !/type="application\/(ld\+)?json"/.test(t))) {
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('every other answer', () => {
  it('may load, run or be framed by nothing (the build’s scripts need no policy)', async () => {
    const html = textOf(await raw('/'));
    const chunk = scriptFilesOf(html)[0];
    expect(chunk).toBeDefined();
    const paths = [
      '/api/health',
      '/api/dogs',
      `/api/dogs/${dogSlug}`,
      '/api/no-such-route',
      new URL(imageUrl, server.url).pathname,
      chunk!,
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
    ];
    for (const path of paths) {
      const answer = await raw(path, { 'accept-encoding': 'gzip' });
      expect(answer.status, path).toBeLessThan(500);
      if (path === chunk) {
        // No browser shows a script as a document, and a page loads a dozen (next.config.mjs).
        expectBuildFileHeaders(answer, path);
        expect(answer.headers['content-security-policy'], path).toBeUndefined();
        continue;
      }
      expectBaseHeaders(answer, path);
      const policy = directives(answer.headers['content-security-policy']);
      expectLockedDown(policy, path);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
    }
  });

  // Next gzips pages, which nginx in front (TEST_NGINX=1) keeps so; it sends the build's files in
  // Brotli from the build's own .br copies. `next start` alone gzips those too.
  const NGINX = process.env.TEST_NGINX === '1';
  const BR = 'gzip, deflate, br, zstd';

  it('sends public pages gzipped (nginx keeps them so in its micro-cache)', async () => {
    for (const path of ['/', '/gallery', '/login']) {
      const br = await raw(path, { ...BROWSER, 'accept-encoding': BR });
      const gzip = await raw(path, { ...BROWSER, 'accept-encoding': 'gzip, deflate' });
      expect(br.headers['content-encoding'], path).toBe('gzip');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(String(br.headers.vary), path).toMatch(/Accept-Encoding/);
      expect(textOf(br), path).toMatch(/^<!DOCTYPE html>/);
      expect(textOf(gzip), path).toMatch(/^<!DOCTYPE html>/);
    }
  });

  it('sends the build’s scripts compressed: Brotli through nginx, gzip to others', async () => {
    const html = textOf(await raw('/'));
    const chunks = scriptFilesOf(html);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      const br = await raw(chunk, { 'accept-encoding': BR });
      const gzip = await raw(chunk, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding'], chunk).toBe(NGINX ? 'br' : 'gzip');
      expect(gzip.headers['content-encoding'], chunk).toBe('gzip');
      expect(textOf(br), chunk).toBe(textOf(gzip));
      // Compiled while it streams in, not at hydration (server/compile-hints.mjs); the legacy
      // polyfills (`nomodule`) are not.
      const isPolyfill = html.includes(`<script src="${chunk}" noModule=""`);
      expect(textOf(br).startsWith(COMPILE_HINT), chunk).toBe(!isPolyfill);
      if (NGINX) expect(br.body.length, chunk).toBeLessThan(gzip.body.length);
      expect(br.headers['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
      expectBuildFileHeaders(br, chunk);
      expectBuildFileHeaders(gzip, chunk);
      expect(br.headers['content-security-policy'], chunk).toBe(
        gzip.headers['content-security-policy'],
      );
    }
  });

  it('lets browsers keep the icons a day: the favicon is not asked for again on every page', async () => {
    for (const path of ['/icon.svg', '/favicon.ico', '/apple-icon.png']) {
      const answer = await raw(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      );
    }
    // Pages are not: they change with the breeder's data.
    expect((await raw('/')).headers['cache-control']).not.toMatch(/max-age=86400/);
  });

  it('names its character set when it is text: robots.txt and sitemap.xml too', async () => {
    for (const [path, type] of [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
    ] as const) {
      for (const encoding of ['identity', 'gzip']) {
        const answer = await raw(path, { 'accept-encoding': encoding });
        expect(answer.status, path).toBe(200);
        expect(answer.headers['content-type'], path).toBe(`${type}; charset=utf-8`);
      }
    }
  });

  it('includes redirects and refusals', async () => {
    const redirect = await raw('/admin/products');
    expect(redirect.status).toBe(307);
    expect(redirect.headers.location).toMatch(/^\/login\?redirect=/);
    expectBaseHeaders(redirect, 'redirect');
    const refused = await raw('/api/admin/dogs', { accept: 'application/json' });
    expect(refused.status).toBe(401);
    expectBaseHeaders(refused, '401');
    expectLockedDown(directives(refused.headers['content-security-policy']), '401');
    // A path with an encoded letter, which Next's router would decode to a private page.
    const encoded = await raw(`/%6Dy/${'A'.repeat(43)}`);
    expect(encoded.status).toBe(400);
    expectBaseHeaders(encoded, 'encoded letter');
    expectLockedDown(directives(encoded.headers['content-security-policy']), 'encoded letter');
  });
});

// What Next 16 cannot answer itself (an asterisk target and TRACE make it throw: a bare 500;
// a declared body it would wait for): nginx in front answers them, with the site's headers.
describe.runIf(process.env.TEST_NGINX === '1')('requests nginx answers itself', () => {
  const request = (target: string, method: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, target, { method, headers });

  it('carry the security headers of every answer, refusals of a method or size too', async () => {
    const answers = {
      'TRACE /': await request('/', 'TRACE'),
      'TRACE /api/dogs': await request('/api/dogs', 'TRACE'),
      'declares 1 GB': await request('/api/enquiries', 'POST', {
        'content-length': String(2 ** 30),
      }),
    };
    expect(answers['TRACE /'].status).toBe(405);
    expect(answers['declares 1 GB'].status).toBe(413);
    for (const [label, answer] of Object.entries(answers)) {
      expectBaseHeaders({ ...answer, body: Buffer.from(answer.body) }, label);
      expect(answer.headers['cache-control'], label).toBe('no-store');
      const policy = directives(answer.headers['content-security-policy']);
      expectLockedDown(policy, label);
      expect(policy.get('default-src'), label).toEqual(["'none'"]);
    }
    // An asterisk target is refused before any configuration applies.
    expect((await request('*', 'OPTIONS')).status).toBe(400);
  });
});

describe('https', () => {
  const viaHttps = { ...BROWSER, 'x-forwarded-proto': 'https' };

  it('is enforced for two years once seen, and never claimed over plain http', async () => {
    const secure = await raw('/', viaHttps);
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const api = await raw('/api/health', viaHttps);
    expect(api.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const plain = await raw('/', BROWSER);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the session in a __Host- cookie: Secure, HttpOnly, SameSite=Lax, no Domain', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__Host-session='));
    expect(cookie).toBeDefined();
    const attributes = cookie!
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/']),
    );
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(login.headers.getSetCookie().some((c) => /^session=/.test(c))).toBe(false);

    const me = await call('/auth/user', { cookie: cookie!.split(';')[0]! });
    expect(me.status).toBe(200);
  });
});
