import Cookies from 'js-cookie';
import { cookieName } from '@/lib/session-cookies';

// Our cookies as the browser reads and writes them: on an https page Secure and `__Host-`
// named, like the ones the server sets over https; on plain http (localhost) as they always were.

const ONE_YEAR_DAYS = 365;

const onHttps = () => window.location.protocol === 'https:';

export function readCookie(base: string): string | undefined {
  return Cookies.get(cookieName(base, onHttps()));
}

/** Kept for a year, for every path of the site. */
export function writeCookie(base: string, value: string): void {
  const https = onHttps();
  Cookies.set(cookieName(base, https), value, {
    expires: ONE_YEAR_DAYS,
    sameSite: 'lax',
    path: '/',
    secure: https,
  });
}

export function removeCookie(base: string): void {
  const https = onHttps();
  Cookies.remove(cookieName(base, https), { path: '/', secure: https });
}
