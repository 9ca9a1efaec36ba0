import { cookieName } from '@/lib/session-cookies';

// Our cookies as the browser reads and writes them: on an https page Secure and `__Host-`
// named, like the ones the server sets over https; on plain http (localhost) as they always were.
// Written by hand rather than with js-cookie: three small functions over `document.cookie`; the
// library adds script to every public page, which leaves the dog page too close to its budget
// even after the root error page's split (figures and command in docs/benchmarks.md).

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const onHttps = () => window.location.protocol === 'https:';

export function readCookie(base: string): string | undefined {
  const name = cookieName(base, onHttps());
  for (const pair of document.cookie.split('; ')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals) !== name) continue;
    try {
      return decodeURIComponent(pair.slice(equals + 1));
    } catch {
      // Not written by us (a malformed escape): as good as absent.
      return undefined;
    }
  }
  return undefined;
}

function setCookie(base: string, value: string, maxAgeSeconds: number): void {
  const https = onHttps();
  document.cookie = [
    `${cookieName(base, https)}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}

/** Kept for a year, for every path of the site. */
export function writeCookie(base: string, value: string): void {
  setCookie(base, value, ONE_YEAR_SECONDS);
}

export function removeCookie(base: string): void {
  setCookie(base, '', 0);
}
