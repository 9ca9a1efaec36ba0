import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { User } from '@/lib/db/schema';
import { assertAdmin, TOKEN_TTL_SECONDS, userFromToken } from './auth';
import { SIGNED_IN_COOKIE, SESSION_COOKIES } from '@/lib/session';
import { ApiError, badRequest, forbidden, parseWith, payloadTooLarge } from './errors';

export const JSON_BODY_LIMIT = 64 * 1024;

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

export function clientIp(request: NextRequest): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip')?.trim() ||
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

/** A cookie-authenticated mutation must come from this site's own origin (CSRF). */
export function assertSameOrigin(request: NextRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (!origin || !host) throw forbidden('invalidOrigin');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('invalidOrigin');
  }
  if (originHost !== host) throw forbidden('invalidOrigin');
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
  const text = await readLimited(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalidJson');
  }
  return parseWith(schema, value);
}

async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}
