import { cookies } from 'next/headers';
import { CONSENT_COOKIE, cookieName } from '@/lib/session-cookies';

/**
 * On a public page rendered per request (a page not found, sign-up's outage screen): the cookie
 * notice, which is in the server's HTML, hidden from the first paint when the visitor has
 * accepted it. A static page's loader does the same in the browser (server/next-private.mjs).
 */
export async function NoticeAccepted() {
  const jar = await cookies();
  const accepted = [false, true].some(
    (https) => jar.get(cookieName(CONSENT_COOKIE, https))?.value === '1',
  );
  if (!accepted) return null;
  return (
    <style href="cookie-notice-accepted" precedence="default">
      {'.cookie-notice{display:none}'}
    </style>
  );
}
