import 'server-only';
import type { NextRequest } from 'next/server';
import { SIGNED_IN_COOKIE, SESSION_COOKIES } from '@/lib/session-cookies';
import { TOKEN_TTL_SECONDS } from '../auth';
import { isHttps } from './origin';

/** `__Host-` cookies must be Secure, so the prefix is used only over https. */
function sessionCookieName(request: NextRequest): string {
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
