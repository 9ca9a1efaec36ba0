import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, expectError, expectFieldError } from './support/client';
import { startServer, TEST_AUTH_SECRET, type TestServer } from './support/server';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
});
afterAll(() => server?.stop());

function sessionFrom(headers: Headers): string {
  const cookie = headers.get('set-cookie') ?? '';
  const match = /(?:^|\s)(session=[^;]+)/.exec(cookie);
  return match?.[1] ?? '';
}

describe('first-run sign-up, then login', () => {
  let token: string;

  it('refuses a password that breaks the rule, and unknown fields', async () => {
    for (const password of [
      'short1',
      'has space 1',
      'symbols!!1',
      'emoji🐶emoji1',
      'x'.repeat(21),
    ]) {
      expectFieldError(
        await call('/auth/signup', { json: { ...ADMIN, password } }),
        'password',
        'passwordRule',
      );
    }
    // ASVS 6.2.4: the shape fits, but the password is on the common list (any letter case).
    for (const password of ['12345678', 'password', 'qwerty123', 'PassWord1', 'iloveyou']) {
      expectFieldError(
        await call('/auth/signup', { json: { ...ADMIN, password } }),
        'password',
        'commonPassword',
      );
    }
    expect((await call('/auth/signup')).body, 'no account was made').toEqual({ open: true });
    expectFieldError(
      await call('/auth/signup', { json: { ...ADMIN, admin: true } }),
      'admin',
      'unknownField',
    );
    expectFieldError(
      await call('/auth/signup', { json: { ...ADMIN, email: 'nope' } }),
      'email',
      'invalidEmail',
    );
  });

  const loginPageLinksSignup = async () =>
    (await (await fetch(`${server.url}/login`)).text()).includes('href="/signup"');

  it('creates the first admin while no user exists', async () => {
    expect((await call('/auth/signup')).body).toEqual({ open: true });
    expect(await loginPageLinksSignup()).toBe(true);
    const result = await call<{ token: string }>('/auth/signup', { json: ADMIN });
    expect(result.status).toBe(201);
    expect(result.body.token.split('.')).toHaveLength(3);
    token = result.body.token;
    const me = await call('/auth/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Anna',
        email: ADMIN.email,
        scope: ['admin'],
        // The admin's own language: none until chosen (screens follow the browser, mail the
        // site's default).
        locale: null,
      },
    });
  });

  it('is closed afterwards (403), and the login page no longer points to it', async () => {
    expect((await call('/auth/signup')).body).toEqual({ open: false });
    expect(await loginPageLinksSignup()).toBe(false);
    expectError(
      await call('/auth/signup', {
        json: { name: 'Eve', email: 'eve@example.com', password: 'Another123' },
      }),
      403,
      'signupClosed',
    );
  });

  it('logs in with a token and an HttpOnly SameSite=Lax session cookie', async () => {
    const result = await call<{ token: string }>('/auth/login', {
      json: { email: 'ANNA@example.com', password: ADMIN.password },
    });
    expect(result.status).toBe(200);
    const [cookie = '', hint = ''] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // The header's hint for static pages: readable by scripts, and no secret in it.
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Max-Age=604800/);
    const me = await call('/auth/user', { cookie: sessionFrom(result.headers) });
    expect(me.status).toBe(200);
  });

  it('answers 401 for a wrong password or unknown e-mail', async () => {
    expectError(
      await call('/auth/login', { json: { email: ADMIN.email, password: 'Wrong12345' } }),
      401,
      'invalidCredentials',
    );
    expectError(
      await call('/auth/login', { json: { email: 'nobody@example.com', password: 'Wrong12345' } }),
      401,
      'invalidCredentials',
    );
  });

  it('refuses a tampered, a foreign and an expired token', async () => {
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    expectError(
      await call('/auth/user', { token: `${head}.${forged}.${signature}` }),
      401,
      'unauthorized',
    );
    expectError(await call('/auth/user', { token: `${token.slice(0, -4)}AAAA` }), 401);

    const foreign = await new SignJWT({ ver: 0, scope: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('kennel')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
    expectError(await call('/auth/user', { token: foreign }), 401);

    const expired = await new SignJWT({ ver: claims.ver, scope: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('kennel')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expectError(await call('/auth/user', { token: expired }), 401);
    expectError(await call('/admin/dogs', { token: expired }), 401);

    // Rightly signed and current, but with no `exp`: it would never expire, so it is refused.
    const endless = await new SignJWT({ ver: claims.ver, scope: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('kennel')
      .setIssuedAt()
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expectError(await call('/auth/user', { token: endless }), 401);
    expectError(await call('/admin/dogs', { token: endless }), 401);
    expectError(await call('/auth/user'), 401);
  });

  it('invalidates earlier tokens on logout', async () => {
    const login = await call<{ token: string }>('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const old = login.body.token;
    expect((await call('/auth/user', { token: old })).status).toBe(200);
    const out = await call('/auth/logout', { method: 'POST', token: old });
    expect(out.status).toBe(204);
    const cleared = out.headers.getSetCookie();
    expect(cleared[0]).toMatch(/^session=;.*Max-Age=0/i);
    expect(cleared[1]).toMatch(/^signed_in=;.*Max-Age=0/i);
    // The login throttle still knows this browser signed in before, by a fresh device cookie
    // (every one issued before is revoked with the sessions: tests/api/throttle.test.ts).
    expect(cleared).toHaveLength(3);
    expect(cleared[2]).toMatch(/^device=[^;]+;.*Max-Age=15552000/i);
    expectError(await call('/auth/user', { token: old }), 401);
    expectError(await call('/auth/user', { token }), 401);
  });

  it('invalidates earlier tokens on password change', async () => {
    const first = (
      await call<{ token: string }>('/auth/login', {
        json: { email: ADMIN.email, password: ADMIN.password },
      })
    ).body.token;
    expectFieldError(
      await call('/auth/password', {
        method: 'PUT',
        token: first,
        json: { currentPassword: ADMIN.password, newPassword: 'no' },
      }),
      'newPassword',
      'passwordRule',
    );
    for (const newPassword of ['qwerty123', 'Football1', '11111111']) {
      expectFieldError(
        await call('/auth/password', {
          method: 'PUT',
          token: first,
          json: { currentPassword: ADMIN.password, newPassword },
        }),
        'newPassword',
        'commonPassword',
      );
    }
    expect((await call('/auth/user', { token: first })).status, 'nothing changed').toBe(200);
    const changed = await call<{ token: string }>('/auth/password', {
      method: 'PUT',
      token: first,
      json: { currentPassword: ADMIN.password, newPassword: 'NewSecret99' },
    });
    expect(changed.status).toBe(200);
    expectError(await call('/auth/user', { token: first }), 401);
    expect((await call('/auth/user', { token: changed.body.token })).status).toBe(200);
    expectError(
      await call('/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }),
      401,
    );
    const back = await call('/auth/password', {
      method: 'PUT',
      token: changed.body.token,
      json: { currentPassword: 'NewSecret99', newPassword: ADMIN.password },
    });
    expect(back.status).toBe(200);
  });
});

describe('cookie-authenticated mutations', () => {
  it('are refused from a foreign origin and accepted from our own', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const cookie = sessionFrom(login.headers);
    const info = {
      email: 'hello@kennel.example',
      version: (await call<any>('/info')).body.version,
    };
    expectError(
      await call('/info', {
        method: 'PUT',
        cookie,
        json: info,
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'invalidOrigin',
    );
    expectError(await call('/info', { method: 'PUT', cookie, json: info }), 403, 'invalidOrigin');
    const ok = await call('/info', {
      method: 'PUT',
      cookie,
      json: info,
      headers: { origin: server.url },
    });
    expect(ok.status).toBe(200);
    // Reading with a cookie needs no Origin.
    expect((await call('/admin/dogs', { cookie })).status).toBe(200);
  });
});

describe('admin pages', () => {
  const page = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const target = (response: Response) => {
    const url = new URL(response.headers.get('location') ?? '', server.url);
    return url.origin === server.url ? url.pathname + url.search : url.toString();
  };

  it('send visitors without a valid session to the login page, remembering the target', async () => {
    const expired = await new SignJWT({ ver: 0, scope: ['admin'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('kennel')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    // No cookie: the proxy answers; a forged or expired one: the page's own check does.
    for (const cookie of [undefined, 'session=forged.token.value', `session=${expired}`]) {
      for (const path of ['/admin', '/admin/products', '/admin/products/edit/1']) {
        const response = await page(path, cookie);
        expect(response.status, `${path} ${cookie}`).toBe(307);
        expect(target(response)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      }
      // The login page checks the session too, so it does not send them back to the admin.
      const login = await page('/login?redirect=%2Fadmin', cookie);
      expect(login.status, `login ${cookie}`).toBe(200);
      expect(await login.text()).toContain('name="password"');
    }
  });

  it('render for the admin, and the login page sends a signed-in admin on', async () => {
    const login = await call('/auth/login', {
      json: { email: ADMIN.email, password: ADMIN.password },
    });
    const cookie = sessionFrom(login.headers);
    const admin = await page('/admin/products', cookie);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toMatch(/no-store|private/);
    expect(await admin.text()).toContain('noindex');
    for (const path of ['/login', '/login?redirect=%2Fadmin%2Fgallery-image-upload']) {
      const loginPage = await page(path, cookie);
      expect(loginPage.status, path).toBe(307);
      expect(target(loginPage), path).toBe('/admin/products');
    }
    expect((await page('/login')).status).toBe(200);
    // Signed out, the session stops counting at once: the login page shows its form.
    const logout = await call('/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: server.url },
    });
    expect(logout.status).toBe(204);
    expect((await page('/login', cookie)).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers 415 for non-JSON, 400 for malformed JSON and 413 for oversized bodies', async () => {
    expectError(
      await call('/auth/login', {
        method: 'POST',
        body: 'email=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
    );
    expectError(
      await call('/auth/login', {
        method: 'POST',
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalidJson',
    );
    expectError(
      await call('/auth/login', { json: { email: ADMIN.email, password: 'x'.repeat(100_000) } }),
      413,
    );
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one e-mail from one address, even for the right password', async () => {
    const email = 'victim@example.com';
    for (let i = 0; i < 5; i++) {
      expectError(await call('/auth/login', { json: { email, password: `Wrong${i}pass` } }), 401);
    }
    const blocked = await call('/auth/login', { json: { email, password: 'Whatever1' } });
    expectError(blocked, 429, 'tooManyAttempts');
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);

    for (let i = 0; i < 5; i++)
      await call('/auth/login', { json: { email: ADMIN.email, password: `Bad${i}guess1` } });
    expectError(
      await call('/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }),
      429,
    );
  });

  it('holds across a restart (kept in the database)', async () => {
    await server.restart();
    expectError(
      await call('/auth/login', { json: { email: 'victim@example.com', password: 'Whatever1' } }),
      429,
    );
  });
});
