import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client } from './support/client';
import { BROWSER, httpRequest, textOf, type Raw } from './support/raw';
import { startServer, type TestServer } from './support/server';

// ASVS 3.3.1: over https (as a TLS-terminating proxy says with X-Forwarded-Proto) every cookie the
// site sets is Secure and `__Host-` named; over plain http they stay as they were.

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
});
afterAll(() => server?.stop());

const HTTPS = { 'x-forwarded-proto': 'https' };
const raw = (path: string, headers: Record<string, string>) =>
  httpRequest(server.url, path, { ...BROWSER, 'sec-fetch-dest': 'document', ...headers });

const setCookies = (answer: Raw | Headers): string[] =>
  answer instanceof Headers ? answer.getSetCookie() : [answer.headers['set-cookie'] ?? []].flat();

/** Every Set-Cookie `label` got, checked as a browser would before keeping it over https. */
function expectSecure(cookies: string[], label: string): void {
  for (const cookie of cookies) {
    const [pair = '', ...rest] = cookie.split(';').map((part) => part.trim());
    const attributes = rest.map((a) => a.toLowerCase());
    expect(attributes, `${label}: ${cookie}`).toContain('secure');
    expect(pair, `${label}: ${cookie}`).toMatch(/^__Host-/);
    expect(attributes, `${label}: ${cookie}`).toContain('path=/');
    expect(
      attributes.some((a) => a.startsWith('domain=')),
      `${label}: ${cookie}`,
    ).toBe(false);
  }
}

const names = (cookies: string[]) => cookies.map((cookie) => cookie.split('=')[0]).sort();
/** The `name=value` of the session cookie an answer sets. */
const sessionOf = (headers: Headers) =>
  setCookies(headers)
    .find((cookie) => /^(?:__Host-)?session=/.test(cookie))!
    .split(';')[0]!;
const lang = (answer: Raw) => /<html[^>]* lang="([^"]+)"/.exec(textOf(answer))?.[1];

describe('over https', () => {
  let session = '';

  it('sign-up, login, password change and logout set only Secure __Host- cookies', async () => {
    const signup = await call<{ token: string }>('/auth/signup', { json: ADMIN, headers: HTTPS });
    expect(signup.status).toBe(201);
    const login = await call<{ token: string }>('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: HTTPS,
    });
    expect(login.status).toBe(200);
    // A login also remembers the browser for the login throttle (lib/server/throttle.ts).
    for (const [label, answer, expected] of [
      ['signup', signup, ['__Host-session', '__Host-signed_in']],
      ['login', login, ['__Host-device', '__Host-session', '__Host-signed_in']],
    ] as const) {
      expect(names(setCookies(answer.headers)), label).toEqual(expected);
      expectSecure(setCookies(answer.headers), label);
    }
    const token = login.body.token;
    const cookie = sessionOf(login.headers);
    expect((await call('/auth/user', { cookie })).status).toBe(200);

    const change = await call<{ token: string }>('/auth/password', {
      method: 'PUT',
      token,
      json: { currentPassword: ADMIN.password, newPassword: 'Kennel2026x' },
      headers: HTTPS,
    });
    expect(change.status).toBe(200);
    expectSecure(setCookies(change.headers), 'password change');
    const back = await call<{ token: string }>('/auth/password', {
      method: 'PUT',
      token: change.body.token,
      json: { currentPassword: 'Kennel2026x', newPassword: ADMIN.password },
      headers: HTTPS,
    });
    expect(back.status).toBe(200);
    expectSecure(setCookies(back.headers), 'password change back');

    const logout = await call('/auth/logout', {
      method: 'POST',
      token: (
        await call<{ token: string }>('/auth/login', {
          json: { email: ADMIN.email, password: ADMIN.password },
          headers: HTTPS,
        })
      ).body.token,
      headers: HTTPS,
    });
    expect(logout.status).toBe(204);
    // The session ends; the browser keeps a fresh device cookie (every earlier one is revoked).
    expect(names(setCookies(logout.headers))).toEqual([
      '__Host-device',
      '__Host-session',
      '__Host-signed_in',
    ]);
    expectSecure(setCookies(logout.headers), 'logout');
    for (const cookie of setCookies(logout.headers)) {
      expect(cookie, cookie).toMatch(
        cookie.startsWith('__Host-device=') ? /Max-Age=15552000/ : /Max-Age=0/,
      );
    }

    // Logout ended every session: a fresh one for the pages below.
    const again = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
      headers: HTTPS,
    });
    session = sessionOf(again.headers);
    expect((await call('/auth/user', { cookie: session })).status).toBe(200);
  });

  it('the locale cookie next-intl sets is __Host-NEXT_LOCALE, Secure, and the one it reads', async () => {
    // An outdated (unknown) locale is corrected on every kind of page.
    const pages = [
      '/',
      '/about',
      '/gallery',
      '/login',
      '/signup',
      '/no-such-page',
      '/admin/products',
    ];
    for (const path of pages) {
      // Signed in, /login is only the proxy's redirect to the admin, whose page corrects it.
      const cookie =
        path === '/login' ? '__Host-NEXT_LOCALE=fr' : `__Host-NEXT_LOCALE=fr; ${session}`;
      const answer = await raw(path, { ...HTTPS, cookie });
      expect(answer.status, path).toBeLessThan(500);
      const cookies = setCookies(answer);
      // It came twice once, on a page that redirected: every copy is checked below.
      expect([...new Set(names(cookies))], path).toEqual(['__Host-NEXT_LOCALE']);
      expect(cookies[0], path).toMatch(/^__Host-NEXT_LOCALE=en;/);
      expectSecure(cookies, path);
    }
    const chosen = await raw('/about', { ...HTTPS, cookie: '__Host-NEXT_LOCALE=hu' });
    expect(lang(chosen)).toBe('hu');
    expect(setCookies(chosen)).toEqual([]);
    // A plain-named cookie over https may have been planted over http: it is not read.
    const planted = await raw('/about', { ...HTTPS, cookie: 'NEXT_LOCALE=hu' });
    expect(lang(planted)).toBe('en');
    expect(setCookies(planted)).toEqual([]);
  });

  it('nothing else the site answers sets a cookie that is not Secure', async () => {
    const answers: [string, Raw][] = [];
    for (const path of [
      '/',
      '/gallery',
      '/api/health',
      '/api/dogs',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      answers.push([path, await raw(path, { ...HTTPS, 'accept-language': 'de' })]);
      answers.push([`${path} (admin)`, await raw(path, { ...HTTPS, cookie: session })]);
    }
    for (const [label, answer] of answers) expectSecure(setCookies(answer), label);
  });
});

describe('over plain http', () => {
  it('keeps the names and attributes it always had', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(names(setCookies(login.headers))).toEqual(['device', 'session', 'signed_in']);
    for (const cookie of setCookies(login.headers)) expect(cookie).not.toMatch(/secure/i);
    const answer = await raw('/about', { cookie: 'NEXT_LOCALE=fr' });
    expect(setCookies(answer)).toEqual([expect.stringMatching(/^NEXT_LOCALE=en;/)]);
    expect(setCookies(answer)[0]).not.toMatch(/secure/i);
    expect(lang(await raw('/about', { cookie: 'NEXT_LOCALE=de' }))).toBe('de');
    // The https name means nothing over http.
    expect(lang(await raw('/about', { cookie: '__Host-NEXT_LOCALE=de' }))).toBe('en');
  });
});
