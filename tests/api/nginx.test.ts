import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSecurityHeaders, RESOURCE_POLICY } from '../../lib/security-headers.mjs';
import { nginxMissing, startNginx, type NginxServer } from '../support/nginx';
import { ADMIN, client, DOG } from './support/client';
import { BROWSER, httpRequest, rawRequest, textOf, type Raw } from './support/raw';
import { startServer, type TestServer } from './support/server';

// The real nginx, configured by deploy/nginx/kennel.conf.template as docs/deployment.md renders it, in
// front of plain `next start` with TRUST_PROXY=1, as a breeder's own server runs the site.

// Under TEST_NGINX=1 every server is behind nginx already (tests/api/support/server.ts); this
// file puts its own in front, so it runs in the plain passes.
const missing =
  process.env.TEST_NGINX === '1' ? 'TEST_NGINX=1 (it runs in the plain passes)' : nginxMissing();
if (missing) console.warn(`tests/api/nginx.test.ts skipped: ${missing}`);

let server: TestServer;
let nginx: NginxServer;
let session: string;

const through = (target: string, headers: Record<string, string> = BROWSER, method = 'GET') =>
  httpRequest(nginx.url, target, headers, method);
const lang = (answer: Raw) => /<html lang="([a-z]+)"/.exec(textOf(answer))?.[1];
const cacheStatus = (answer: Raw) => answer.headers['x-cache-status'] as string | undefined;

/**
 * The same request until nginx answers it from its micro-cache (the first fills it; an entry
 * lives a second, so on a busy machine it may take a few).
 */
async function hit(target: string, headers: Record<string, string> = BROWSER): Promise<Raw> {
  const seen: (string | undefined)[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const answer = await through(target, headers);
    expect(answer.status).toBe(200);
    if (cacheStatus(answer) === 'HIT') return answer;
    seen.push(cacheStatus(answer));
  }
  throw new Error(`${target} ${JSON.stringify(headers)} never came from the cache: ${seen}`);
}

describe.skipIf(missing !== null)('nginx in front of next start', () => {
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', TEST_ENTRY: 'next-start' });
    nginx = await startNginx(`127.0.0.1:${new URL(server.url).port}`);
    const signup = await client(nginx.url)('/auth/signup', { json: ADMIN });
    expect(signup.status).toBe(201);
    session = signup.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => /^(__Host-)?session=/.test(cookie))!;
    expect(session).toBeTruthy();
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  it('keeps pages gzipped for browsers that take gzip, and compresses the rest in Brotli', async () => {
    // A browser that takes gzip (Brotli too) gets the page as the site gzipped it, from the
    // micro-cache: compressing each cached answer again would cost more than serving it.
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip, deflate']) {
      const page = await through('/', { ...BROWSER, 'accept-encoding': encoding });
      expect(page.status, encoding).toBe(200);
      expect(page.headers['content-encoding'], encoding).toBe('gzip');
      expect(lang(page)).toBe('en');
    }
    // One that takes Brotli only gets it from nginx.
    const brOnly = await through('/', { ...BROWSER, 'accept-encoding': 'br' });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(lang(brOnly)).toBe('en');
    // And JSON the site sends as it is, compressed by nginx.
    const api = await through('/api/health', { 'accept-encoding': 'br' });
    expect(api.status).toBe(200);
  });

  it('serves the build files from disk, kept for a year', async () => {
    const page = textOf(await through('/'));
    const file = /\/_next\/static\/[^"'\s]+\.js/.exec(page)?.[0];
    expect(file).toBeDefined();
    const onDisk = path.join(
      process.cwd(),
      '.next',
      'static',
      file!.slice('/_next/static/'.length),
    );
    const answer = await through(file!, { 'accept-encoding': 'identity' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // nginx's own file answer: the file's bytes and its modification time, not Next's.
    expect(answer.body.equals(readFileSync(onDisk))).toBe(true);
    expect(answer.headers['last-modified']).toBe(statSync(onDisk).mtime.toUTCString());
    expect(answer.headers['x-cache-status']).toBeUndefined();
    // As Next sends its scripts (next.config.mjs): no document policy, and nothing to revalidate.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
    // The build's own Brotli copy (server/build.mjs writes `file.br`, quality 11), not nginx's.
    const br = await through(file!, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
  });

  it('answers a second anonymous GET from its micro-cache', async () => {
    const answer = await hit('/');
    expect(lang(answer)).toBe('en');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('never for a session, the admin, a private page or a write', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', { ...BROWSER, cookie: session }, 'GET'],
      ['/', { ...BROWSER, cookie: `theme=x; ${session}` }, 'GET'],
      ['/admin', { ...BROWSER, cookie: session }, 'GET'],
      ['/admin', BROWSER, 'GET'],
      ['/my/AbCdEfGhIjKlMnOpQrStUv', BROWSER, 'GET'],
      ['/api/health', BROWSER, 'GET'],
      // A router request for the page is not the page.
      ['/', { ...BROWSER, rsc: '1' }, 'GET'],
    ];
    for (const [target, headers, method] of cases) {
      for (let round = 0; round < 3; round++) {
        const answer = await through(target, headers, method);
        expect(cacheStatus(answer), `${method} ${target} ${JSON.stringify(headers)}`).toBe(
          'BYPASS',
        );
      }
    }
  });

  it('never answers a write from a page it keeps', async () => {
    await hit('/');
    for (let round = 0; round < 3; round++) {
      const answer = await through('/', BROWSER, 'POST');
      // The site's own refusal (pages take no writes), not the page: nginx caches GET and HEAD.
      expect(answer.status).toBe(405);
      expect(cacheStatus(answer)).toBeUndefined();
    }
  });

  it('gives each visitor their own language from the cache', async () => {
    const german = { ...BROWSER, 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
    const variants: [Record<string, string>, string][] = [
      [BROWSER, 'en'],
      [german, 'de'],
      [{ ...BROWSER, cookie: 'NEXT_LOCALE=de' }, 'de'],
      [{ ...german, cookie: 'NEXT_LOCALE=en' }, 'en'],
      [{ ...BROWSER, cookie: 'theme=x; NEXT_LOCALE=hu' }, 'hu'],
      [{ ...BROWSER, 'accept-language': 'hu' }, 'hu'],
    ];
    // Twice round, each right after another language's entry was filled.
    for (let round = 0; round < 2; round++) {
      for (const [headers, expected] of variants) {
        expect(lang(await hit('/', headers)), JSON.stringify(headers)).toBe(expected);
      }
    }
  });

  it('keys a language it cannot be sure of by the whole header, as the site resolves it', async () => {
    const headers = [
      'de-AT, en;q=2',
      'hu;q=0.5, de',
      'fr-FR,fr;q=0.9,hu;q=0.8',
      'de-1996, en',
      'lb, fr',
      'zh',
      'en-GB,en;q=0.9',
      'de-CH, en;q=0.1',
    ];
    for (const value of headers) {
      const direct = await httpRequest(server.url, '/', { ...BROWSER, 'accept-language': value });
      const cached = await hit('/', { ...BROWSER, 'accept-language': value });
      expect(lang(cached), value).toBe(lang(direct));
      // The next visitor of another language is not given that page.
      expect(lang(await hit('/', { ...BROWSER, 'accept-language': 'de' }))).toBe('de');
      expect(lang(await hit('/', BROWSER))).toBe('en');
    }
  });

  it('refuses a body larger than the site reads with 413', async () => {
    const answer = await rawRequest(nginx.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(11 * 1024 * 1024) },
      body: '',
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'payloadTooLarge' });
    expect(answer.headers['cache-control']).toBe('no-store');
    // With the headers every answer of the site carries, as the site's own refusal has them.
    for (const [name, value] of Object.entries(baseSecurityHeaders(false))) {
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(answer.headers['content-security-policy']).toBe(RESOURCE_POLICY);
    // nginx refused it, not the site behind it.
    const refusals = () => nginx.errors().split('client intended to send too large body').length;
    expect(refusals()).toBe(2);
    // Just under the limit the body reaches the site, which answers for its JSON limit itself.
    const under = await rawRequest(nginx.url, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(10 * 1024 * 1024, 'x'),
    });
    expect(under.status).toBeGreaterThanOrEqual(400);
    expect(refusals()).toBe(2);
  });

  it('refuses TRACE and TRACK itself (Next cannot serve them), TRACE with the site’s headers', async () => {
    for (const target of ['/', '/api/dogs', '/admin/products']) {
      const answer = await rawRequest(nginx.url, target, { method: 'TRACE' });
      expect(answer.status, target).toBe(405);
      expect(JSON.parse(answer.body)).toEqual({ message: 'methodNotAllowed' });
      expect(answer.headers['content-security-policy']).toBe(RESOURCE_POLICY);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      // A method nginx does not know is a bad request to it.
      expect((await rawRequest(nginx.url, target, { method: 'TRACK' })).status, target).toBe(400);
    }
  });

  it("sends an owner's story form declaring more than it may at once back to the owner's page", async () => {
    // More than even that form may declare (STORY_FORM_DECLARED_BYTES): back to say so (303).
    const answer = await rawRequest(nginx.url, '/api/my/AbCdEfGhIjKlMnOpQrStUv/story', {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
      body: '',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toContain('storyError=photosTooLargeNoScript');
  });

  it('lets no client name the host or scheme the site checks a cross-site write against', async () => {
    const post = (headers: Record<string, string>) =>
      rawRequest(nginx.url, '/api/admin/dogs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session, ...headers },
        body: JSON.stringify({ ...DOG, name: 'Kapu Kati' }),
      });
    const spoofs: Record<string, string>[] = [
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: 'http://evil.example', forwarded: 'host=evil.example;proto=http' },
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    ];
    for (const spoofed of spoofs) {
      expect((await post(spoofed)).status, JSON.stringify(spoofed)).toBe(403);
    }
    // From the site's own page it goes through.
    expect((await post({ origin: nginx.url })).status).toBe(201);
  });

  it('limits each address, but not this machine itself', async () => {
    const burst = (localAddress: string) =>
      Promise.all(
        Array.from({ length: 90 }, () =>
          rawRequest(nginx.url, '/api/health', { localAddress }).then((answer) => answer.status),
        ),
      );
    const limited = await burst('127.0.0.4');
    expect(limited.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(limited.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(new Set(limited)).toEqual(new Set([200, 429]));
    // Health checks and benchmarks on the host itself.
    expect(new Set(await burst('127.0.0.1'))).toEqual(new Set([200]));
  });

  it('tells the site who the client is, whatever the client claims', async () => {
    const login = (localAddress: string, claimed: string) =>
      rawRequest(nginx.url, '/api/auth/login', {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': claimed },
        body: JSON.stringify({ email: ADMIN.email, password: 'Wrong12345' }),
      });
    // One address, a different claim each time: still one address to the site's throttle
    // (5 failures per e-mail from one address).
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await login('127.0.0.2', `198.51.100.${attempt + 1}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another address is another client.
    expect((await login('127.0.0.3', '198.51.100.1')).status).toBe(401);
  });
});
