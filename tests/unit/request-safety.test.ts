import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson } from '@/lib/server/http/body';
import { clientIp, forwardedClient } from '@/lib/server/http/client-address';
import { MAX_ERRORS, parseWith } from '@/lib/server/http/errors';
import { assertSameOrigin } from '@/lib/server/http/origin';
import { loginSchema } from '@/features/auth/schema';
import { idSchema, MAX_ID, orderSchema } from '@/lib/validation/common';
import { dogCreateSchema } from '@/features/dogs/schema';
import {
  refusal as guardRefusal,
  trustedProxyCount,
  trustedRequestHeaders,
} from '@/lib/request-guard';

afterEach(() => vi.unstubAllEnvs());

const request = (
  headers: Record<string, string>,
  method = 'PUT',
  url = 'http://localhost:3000/api/info',
) => new NextRequest(url, { method, headers });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; message: string };
  }
  return null;
};

describe('CSRF origin check', () => {
  const host = { host: 'localhost:3000' };

  it('accepts exactly our own origin, and safe methods without one', () => {
    expect(
      refusal(() => assertSameOrigin(request({ ...host, origin: 'http://localhost:3000' }))),
    ).toBeNull();
    expect(
      refusal(() => assertSameOrigin(request({ ...host, origin: 'http://LOCALHOST:3000' }))),
    ).toBeNull();
    expect(refusal(() => assertSameOrigin(request(host, 'GET')))).toBeNull();
  });

  it.each([
    'https://evil.example',
    'null',
    'http://localhost:3000.evil.example',
    'http://evil.example/localhost:3000',
    'http://localhost:3000@evil.example',
    'https://localhost:3000',
    'http://localhost:3001',
    'http://localhost',
    'http://localhost:3000/',
    'http://localhost:3000, http://localhost:3000',
    '',
  ])('refuses Origin %j', (origin) => {
    expect(refusal(() => assertSameOrigin(request({ ...host, origin })))).toMatchObject({
      status: 403,
      message: 'invalidOrigin',
    });
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY=1', () => {
    const spoofed = { ...host, 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' };
    expect(refusal(() => assertSameOrigin(request(spoofed)))).toMatchObject({ status: 403 });
    vi.stubEnv('TRUST_PROXY', '1');
    expect(refusal(() => assertSameOrigin(request(spoofed)))).toBeNull();
    const proxied = {
      host: 'localhost:3000',
      'x-forwarded-host': 'kennel.example',
      'x-forwarded-proto': 'https',
    };
    expect(
      refusal(() => assertSameOrigin(request({ ...proxied, origin: 'https://kennel.example' }))),
    ).toBeNull();
    expect(
      refusal(() => assertSameOrigin(request({ ...proxied, origin: 'http://kennel.example' }))),
    ).toMatchObject({ status: 403 });
  });
});

describe('client address for login throttling', () => {
  it('takes X-Real-IP only from a trusted proxy', () => {
    expect(clientIp(request({ 'x-real-ip': '203.0.113.9' }))).toBe('local');
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientIp(request({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from the right, past the trusted proxies', () => {
    const chain = ' 203.0.113.66 , 198.51.100.7,10.0.0.1 ';
    expect(forwardedClient(chain, 1)).toBe('10.0.0.1');
    expect(forwardedClient(chain, 2)).toBe('198.51.100.7');
    expect(forwardedClient(chain, 3)).toBe('203.0.113.66');
    // Fewer entries than proxies: the farthest address any of them recorded.
    expect(forwardedClient(chain, 5)).toBe('203.0.113.66');
    expect(forwardedClient('198.51.100.7, , ', 1)).toBe('198.51.100.7');
    expect(forwardedClient('', 1)).toBeUndefined();
    expect(forwardedClient(null, 1)).toBeUndefined();
    expect(forwardedClient(chain, 0)).toBeUndefined();

    // A client-written left-most value does not choose the address the throttle counts.
    const spoofed = request({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' });
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientIp(spoofed)).toBe('10.0.0.1');
    vi.stubEnv('TRUST_PROXY', '2');
    expect(clientIp(spoofed)).toBe('198.51.100.7');
    // Vercel overwrites the header with the client's address alone.
    vi.stubEnv('TRUST_PROXY', '');
    vi.stubEnv('VERCEL', '1');
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.9' }))).toBe('198.51.100.9');
  });

  it('counts the trusted proxies from TRUST_PROXY, or one on Vercel', () => {
    expect(trustedProxyCount({})).toBe(0);
    expect(trustedProxyCount({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustedProxyCount({ TRUST_PROXY: ' 2 ' })).toBe(2);
    expect(trustedProxyCount({ TRUST_PROXY: 'yes' })).toBe(0);
    expect(trustedProxyCount({ TRUST_PROXY: '0' })).toBe(0);
    expect(trustedProxyCount({ VERCEL: '1' })).toBe(1);
    expect(trustedProxyCount({ VERCEL: '1', TRUST_PROXY: '2' })).toBe(2);
  });
});

describe('the request guard of proxy.ts', () => {
  const answer = async (headers: Record<string, string>, method: string, url: string) => {
    const pathname = url.split('?')[0]!;
    const refused = guardRefusal(method, pathname, new Headers(headers));
    if (!refused) return { handled: false, status: 0, body: '', allow: null };
    return {
      handled: true,
      status: refused.status,
      body: await refused.text(),
      allow: refused.headers.get('allow'),
      type: refused.headers.get('content-type'),
    };
  };

  it('drops forwarding headers unless a proxy is trusted, and Next-internal ones always', () => {
    const sent = {
      host: 'localhost:3000',
      forwarded: 'for=1.2.3.4',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      'x-real-ip': '1.2.3.4',
      'x-middleware-prefetch': '1',
    };
    const direct = trustedRequestHeaders(new Headers(sent), {});
    expect(Object.fromEntries(direct!)).toEqual({
      host: 'localhost:3000',
      'x-forwarded-proto': 'https',
    });
    const forwarded: Record<string, string> = { ...sent };
    delete forwarded['x-middleware-prefetch'];
    for (const env of [{ TRUST_PROXY: '1' }, { TRUST_PROXY: '2' }, { VERCEL: '1' }]) {
      expect(Object.fromEntries(trustedRequestHeaders(new Headers(sent), env)!)).toEqual(forwarded);
    }
    expect(trustedRequestHeaders(new Headers({ host: 'localhost:3000' }), {})).toBeNull();
    expect(
      Object.fromEntries(trustedRequestHeaders(new Headers(sent), { TRUST_PROXY: 'yes' })!),
    ).not.toHaveProperty('x-forwarded-for');
  });

  it('answers methods Next cannot serve with 405 in the error shape', async () => {
    const refused = await answer({}, 'TRACE', '/api/dogs');
    expect(refused).toMatchObject({
      handled: true,
      status: 405,
      body: '{"message":"methodNotAllowed"}',
    });
    expect(refused.type).toBe('application/json');
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await answer({}, method, '/api/dogs')).handled, method).toBe(false);
    }
  });

  it('answers only GET and HEAD outside the API: no request reaches Next as a Server Function', async () => {
    for (const url of [
      '/',
      '/login',
      '/admin/products',
      '/robots.txt',
      '/_next/static/x.js',
      '/%61pi/x',
    ]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const refused = await answer({}, method, url);
        expect(refused, `${method} ${url}`).toMatchObject({
          handled: true,
          status: 405,
          body: '{"message":"methodNotAllowed"}',
        });
        expect(refused.allow).toBe('GET, HEAD');
      }
      // An encoded letter is refused whatever the method (below).
      if (url.includes('%')) continue;
      for (const method of ['GET', 'HEAD']) {
        expect((await answer({}, method, url)).handled, `${method} ${url}`).toBe(false);
      }
    }
    for (const url of ['/api/auth/login', '//api/dogs', '/api']) {
      expect((await answer({}, 'POST', url)).handled, url).toBe(false);
    }
  });

  it('refuses a Next-Action header wherever it is sent', async () => {
    for (const [method, url] of [
      ['POST', '/'],
      ['GET', '/'],
      ['POST', '/api/auth/login'],
    ] as const) {
      expect(await answer({ 'next-action': 'abc' }, method, url), url).toMatchObject({
        handled: true,
        status: 400,
        body: '{"message":"invalidBody"}',
      });
    }
  });

  it('answers API and asset paths with broken percent-encoding with 400, and leaves pages to Next', async () => {
    for (const url of ['/api/dogs/%ff', '/api/uploads/%', '/_next/%E0%A4%A', '//api/x/%zz']) {
      expect(await answer({}, 'GET', url), url).toMatchObject({ handled: true, status: 400 });
    }
    for (const url of [
      '/api/dogs/%C3%A1',
      '/api/dogs?status=%ff',
      '/%ff',
      '/admin/%',
      '/apix/%ff',
    ]) {
      expect((await answer({}, 'GET', url)).handled, url).toBe(false);
    }
  });

  it('refuses a percent-encoded letter, digit or -._~ anywhere in the path: the rules match it as sent', async () => {
    const token = 'A'.repeat(43);
    for (const url of [
      `/%6Dy/${token}`,
      `/m%79/${token}`,
      `/%6dy/visit/${token}`,
      `/my/%41${token.slice(1)}`,
      '/%61dmin',
      '/adm%69n/products',
      '/%61pi/admin/dogs',
      '/api/%61dmin/dogs',
      '/api/%66iles/key',
      '/%2e%2e/admin',
      '/%5Fnext/static/x.js',
      '/x%7E',
      '/x%30',
      '/x%2D',
    ]) {
      expect(await answer({}, 'GET', url), url).toMatchObject({
        handled: true,
        status: 400,
        body: '{"message":"invalidBody"}',
      });
    }
    // What does need encoding stays a page's or Next's to answer.
    for (const url of ['/bogy%C3%B3', '/Bad_Id%21', '/a%20b', '/x%2F', '/x%25', '/x%40', '/x%5B']) {
      expect((await answer({}, 'GET', url)).handled, url).toBe(false);
    }
  });
});

describe('JSON bodies', () => {
  const schema = z.object({ name: z.string() }).passthrough();
  const post = (body: BodyInit, type = 'application/json') =>
    readJson(
      new Request('http://localhost/api/x', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }),
      schema,
    );
  const failure = async (body: BodyInit) => {
    try {
      await post(body);
    } catch (error) {
      return error as { status: number; message: string; errors?: unknown };
    }
    return null;
  };

  it('refuses invalid UTF-8 instead of storing U+FFFD', async () => {
    for (const bytes of [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from(bytes), Buffer.from('"}')]);
      expect(await failure(body)).toMatchObject({ status: 400, message: 'invalidJson' });
    }
    await expect(post('{"name":"Bőrös Ünőke 🐶"}')).resolves.toEqual({ name: 'Bőrös Ünőke 🐶' });
  });

  it('refuses NUL and lone surrogates in values and keys, naming where', async () => {
    expect(await failure('{"name":"a\\u0000b"}')).toMatchObject({
      status: 422,
      errors: [{ msg: 'invalidValue', path: 'name' }],
    });
    expect(await failure('{"name":"x","tags":["ok","\\ud800"]}')).toMatchObject({
      errors: [{ msg: 'invalidValue', path: 'tags.1' }],
    });
    expect(await failure('{"name":"x","a\\udfffb":1}')).toMatchObject({
      errors: [{ msg: 'invalidValue', path: 'a\udfffb' }],
    });
    expect(await failure('"\\u0000"')).toMatchObject({ errors: [{ msg: 'invalidValue' }] });
  });

  it('walks 30 000 levels of nesting without overflowing the stack', async () => {
    const deep = `{"name":"x","deep":${'['.repeat(30_000)}"\\u0000"${']'.repeat(30_000)}}`;
    expect(await failure(deep)).toMatchObject({ status: 422, message: 'validationFailed' });
  });
});

describe('validation errors', () => {
  it('name at most MAX_ERRORS problems, however many unknown fields a body has', () => {
    const body = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 0]));
    let errors: { msg: string; path?: string }[] = [];
    try {
      parseWith(loginSchema, body);
    } catch (error) {
      errors = (error as { errors: typeof errors }).errors;
    }
    expect(errors).toHaveLength(MAX_ERRORS);
    expect(errors).toContainEqual({ msg: 'required', path: 'email' });
    expect(errors).toContainEqual({ msg: 'unknownField', path: 'k0' });
    expect(new Set(errors.map((e) => `${e.msg} ${e.path}`)).size).toBe(errors.length);
  });
});

describe('ids and dates the database can hold', () => {
  it('takes path ids as plain decimal numbers up to PostgreSQL integer', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    for (const id of [
      '0',
      '-1',
      '01',
      '1.0',
      '1e3',
      '0x1',
      ' 1',
      '1 ',
      '+1',
      '',
      String(MAX_ID + 1),
      '99999999999',
    ]) {
      expect(idSchema.safeParse(id).success, id).toBe(false);
    }
    expect(orderSchema.safeParse({ ids: [MAX_ID + 1] }).success).toBe(false);
  });

  it('refuses birthdays before 1900, year 0000 among them', () => {
    const dog = { name: 'Rex', color: 'blue', gender: 'male' };
    expect(dogCreateSchema.safeParse({ ...dog, birthday: '1900-01-01' }).success).toBe(true);
    for (const birthday of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      expect(dogCreateSchema.safeParse({ ...dog, birthday }).success, birthday).toBe(false);
    }
  });
});
