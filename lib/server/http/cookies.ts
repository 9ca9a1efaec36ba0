import 'server-only';
import type { NextRequest } from 'next/server';
import { cookieName, SIGNED_IN_COOKIE, SESSION_COOKIES } from '@/lib/session-cookies';
import { isHttps } from './origin';

/** How long a session lasts: its token and its cookie. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A device cookie outlives many sessions: the owner's browser stays known for half a year. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * The device cookie (lib/server/throttle.ts): HttpOnly, and `__Host-` prefixed over https like the
 * session cookie. Sent only with same-site requests: other sites' forms never carry it.
 */
const DEVICE_COOKIES = ['__Host-device', 'device'] as const;

/** `__Host-` cookies must be Secure, so the prefix is used only over https. */
function sessionCookieName(request: NextRequest): string {
  return isHttps(request) ? SESSION_COOKIES[0] : SESSION_COOKIES[1];
}

/**
 * The HttpOnly session cookie, plus a readable `signed_in` hint that carries no secret: it lets
 * static public pages ask for the user menu only when someone may be signed in. Over https both
 * are Secure and `__Host-` named.
 */
export function sessionCookies(request: NextRequest, token: string | null): Headers {
  const https = isHttps(request);
  const attributes = ['Path=/', 'SameSite=Lax', `Max-Age=${token ? TOKEN_TTL_SECONDS : 0}`];
  if (https) attributes.push('Secure');
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    [`${sessionCookieName(request)}=${token ?? ''}`, 'HttpOnly', ...attributes].join('; '),
  );
  headers.append(
    'Set-Cookie',
    [`${cookieName(SIGNED_IN_COOKIE, https)}=${token ? '1' : ''}`, ...attributes].join('; '),
  );
  return headers;
}

/** A browser that signed in is remembered for the login throttle (a fresh cookie after signing out). */
export function deviceCookie(request: NextRequest, deviceToken: string): string {
  const https = isHttps(request);
  return [
    `${https ? DEVICE_COOKIES[0] : DEVICE_COOKIES[1]}=${deviceToken}`,
    'HttpOnly',
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${DEVICE_TTL_SECONDS}`,
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

/** The device token the browser sent, if any (checked by features/auth/server/auth.ts). */
export function deviceToken(request: NextRequest): string | undefined {
  return DEVICE_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
}
