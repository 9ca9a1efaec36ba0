import Cookies from 'js-cookie';
import { cookieName } from '@/lib/session-cookies';

// Our cookies as the browser reads and writes them, through js-cookie: on an https page Secure
// and `__Host-` named, like the ones the server sets over https; on plain http (localhost) as
// they always were. Max-Age rather than js-cookie's `expires`, as the server writes them.

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const onHttps = () => window.location.protocol === 'https:';

export function readCookie(base: string): string | undefined {
  return Cookies.get(cookieName(base, onHttps()));
}

function setCookie(base: string, value: string, maxAgeSeconds: number): void {
  const https = onHttps();
  Cookies.set(cookieName(base, https), value, {
    path: '/',
    sameSite: 'Lax',
    secure: https,
    'Max-Age': String(maxAgeSeconds),
  });
}

/** Kept for a year, for every path of the site. */
export function writeCookie(base: string, value: string): void {
  setCookie(base, value, ONE_YEAR_SECONDS);
}

export function removeCookie(base: string): void {
  setCookie(base, '', 0);
}
