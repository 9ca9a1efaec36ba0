import { cookies } from 'next/headers';
import { CONSENT_COOKIE, consentChoice, cookieName } from '@/lib/session-cookies';

/**
 * On a public page rendered per request (a page not found, sign-up's outage screen): the cookie
 * notice, which is in the server's HTML, hidden from the first paint when the visitor has chosen
 * either way (unless reopened from the footer). A static page's loader does the same in the
 * browser (lib/consent-chosen.mjs).
 */
export async function NoticeChosen() {
  const jar = await cookies();
  const chosen = [false, true].some(
    (https) => consentChoice(jar.get(cookieName(CONSENT_COOKIE, https))?.value) !== undefined,
  );
  if (!chosen) return null;
  return (
    <style href="cookie-notice-chosen" precedence="default">
      {'.cookie-notice:not([data-open]){display:none}'}
    </style>
  );
}
