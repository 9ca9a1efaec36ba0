import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { User } from '@/lib/db/schema';
import { assertAdmin, TOKEN_TTL_SECONDS, userFromToken } from './auth';
import { SIGNED_IN_COOKIE, SESSION_COOKIES } from '@/lib/session-cookies';
import { trustsProxy } from '@/lib/request-guard';
import { ApiError, badRequest, forbidden, parseWith, payloadTooLarge } from './errors';

export const JSON_BODY_LIMIT = 64 * 1024;

/** `X-Forwarded-Proto` is honoured either way: claiming https only makes the answer stricter. */
export function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

/** `__Host-` cookies must be Secure, so the prefix is used only over https. */
export function sessionCookieName(request: NextRequest): string {
  return isHttps(request) ? SESSION_COOKIES[0] : SESSION_COOKIES[1];
}

/**
 * The HttpOnly session cookie, plus a readable `signed_in` hint that carries no secret: it lets
 * static public pages ask for the user menu only when someone may be signed in.
 */
export function sessionCookies(request: NextRequest, token: string | null): Headers {
  const attributes = ['Path=/', 'SameSite=Lax', `Max-Age=${token ? TOKEN_TTL_SECONDS : 0}`];
  if (isHttps(request)) attributes.push('Secure');
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    [`${sessionCookieName(request)}=${token ?? ''}`, 'HttpOnly', ...attributes].join('; '),
  );
  headers.append(
    'Set-Cookie',
    [`${SIGNED_IN_COOKIE}=${token ? '1' : ''}`, ...attributes].join('; '),
  );
  return headers;
}

/**
 * Who is asking, for login throttling: the proxy's `X-Forwarded-For` when it is trusted, else the
 * socket's address, which Next puts in `X-Forwarded-For` once the proxy has dropped any value
 * the client sent (lib/request-guard.ts).
 */
export function clientIp(request: NextRequest): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    (trustsProxy() ? request.headers.get('x-real-ip')?.trim() : undefined) ||
    'local'
  );
}

export interface Authenticated {
  user: User;
  via: 'bearer' | 'cookie';
}

/** Bearer header first, then the HttpOnly session cookie. */
export async function authenticate(request: NextRequest): Promise<Authenticated | null> {
  const header = request.headers.get('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) {
    const user = await userFromToken(header.slice(7).trim());
    return user ? { user, via: 'bearer' } : null;
  }
  const cookie = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  if (!cookie) return null;
  const user = await userFromToken(cookie);
  return user ? { user, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This site's origin as the browser sees it: scheme and host (a trusted proxy's, if any). */
function ownOrigin(request: NextRequest): string | null {
  const forwarded = trustsProxy()
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwarded || request.headers.get('host');
  if (!host) return null;
  try {
    return new URL(`${isHttps(request) ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A cookie-authenticated mutation must come from this site's own origin (CSRF): the `Origin`
 * header, which browsers send with every such request, must serialise exactly to ours, scheme
 * included ("null", look-alikes such as "http://evil.example/localhost:3000" all fail).
 */
export function assertSameOrigin(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get('origin');
  const own = ownOrigin(request);
  if (!origin || !own || origin.toLowerCase() !== own) throw forbidden('invalidOrigin');
}

export async function requireAdmin(request: NextRequest): Promise<User> {
  const auth = await authenticate(request);
  const user = assertAdmin(auth?.user ?? null);
  if (auth?.via === 'cookie') assertSameOrigin(request);
  return user;
}

/** Reads a JSON body without ever buffering more than the limit, then validates it. */
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'unsupportedMediaType');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  const bytes = await readLimited(request, limit);
  let value: unknown;
  try {
    // JSON is UTF-8 (RFC 8259): broken bytes are refused, not stored as U+FFFD.
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('invalidJson');
  }
  const unstorable = unstorableTextPaths(value);
  if (unstorable.length > 0) {
    throw new ApiError(
      422,
      'validationFailed',
      unstorable.map((path) => ({ msg: 'invalidValue', ...(path ? { path } : {}) })),
    );
  }
  return parseWith(schema, value);
}

/**
 * Where a parsed body holds text no database column can keep as sent: U+0000 (PostgreSQL refuses
 * it) or a lone UTF-16 surrogate (it would turn into U+FFFD), in a value or a key. At most 20;
 * a loop, not recursion, as a 64 KB body may nest 30 000 levels deep.
 */
function unstorableTextPaths(body: unknown): string[] {
  const bad = (text: string) => text.includes('\u0000') || !text.isWellFormed();
  const found: string[] = [];
  const pending: [unknown, string][] = [[body, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0 && found.length < 20) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (bad(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, join(path, i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (bad(key)) found.push(join(path, key));
        else pending.push([item, join(path, key)]);
      }
    }
  }
  return found;
}

async function readLimited(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
