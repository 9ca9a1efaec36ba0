import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, localeCookie, routing } from '@/i18n/routing';
import { cookieName } from '@/lib/session-cookies';

/**
 * The same routing for requests over https (the proxy picks it): next-intl reads and sets the
 * locale cookie as `__Host-NEXT_LOCALE`, Secure, like every cookie of ours there.
 */
export const httpsRouting = defineRouting({
  ...routing,
  localeCookie: { ...localeCookie, name: cookieName(LOCALE_COOKIE, true), secure: true, path: '/' },
});
