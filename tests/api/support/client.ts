import { expect } from 'vitest';

export interface CallOptions {
  method?: string;
  token?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export function client(base: string) {
  return async function call<T = any>(
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${base}/api${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}

/** The one error shape of SPEC §7. */
export function expectError(result: CallResult, status: number, message?: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  const body = result.body as { message: unknown; errors?: unknown };
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toBe(message);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors)).toBe(true);
    for (const e of body.errors as { msg: unknown }[]) expect(typeof e.msg).toBe('string');
  }
}

export function expectFieldError(result: CallResult, path: string, msg: string) {
  expectError(result, 422);
  expect((result.body as { errors: { msg: string; path?: string }[] }).errors).toContainEqual({
    msg,
    path,
  });
}

export const ADMIN = { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014' };

export async function signupAdmin(call: ReturnType<typeof client>): Promise<string> {
  const result = await call<{ token: string }>('/auth/signup', { json: ADMIN });
  expect(result.status).toBe(201);
  return result.body.token;
}

/** Signs the admin in with the password, as a browser does: its session cookie (`session=…`). */
export async function sessionCookie(call: ReturnType<typeof client>): Promise<string> {
  const login = await call('/auth/login', {
    json: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.status).toBe(200);
  return /(?:^|\s)(session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
}

/** The seller as the legal notice names them: a contract is not sent without it. */
export const SELLER = {
  businessName: 'Kovács Éva egyéni vállalkozó',
  address: '1111 Budapest\nBartók Béla út 1.',
  taxNumber: '12345676-1-43',
};

/** A buyer's full postal address, as the contract names them. */
export const POSTAL_ADDRESS = 'Mariahilfer Straße 1/4\n1060 Wien';

export const DOG = {
  name: 'Bőrös Ünőke',
  color: 'blue',
  birthday: '2026-08-01',
  gender: 'female',
  price: 2800,
  description: {
    en: 'A calm blue girl.',
    hu: 'Nyugodt kék kislány.',
    de: 'Ein ruhiges blaues Mädchen.',
  },
};
