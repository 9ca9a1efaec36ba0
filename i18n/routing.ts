import { defineRouting } from 'next-intl/routing';
import { LOCALE_CODES } from '@/lib/locale-codes.mjs';
import { cookieName } from '@/lib/session-cookies';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const localeCookie = {
  name: LOCALE_COOKIE,
  maxAge: LOCALE_COOKIE_MAX_AGE,
  sameSite: 'lax',
} as const;

export const routing = defineRouting({
  locales: LOCALE_CODES,
  defaultLocale: 'en',
  localePrefix: 'never',
  // Every locale shares one URL, so alternate links would all point at the same address.
  alternateLinks: false,
  localeCookie,
});

/**
 * The same routing for requests over https (the proxy picks it): next-intl reads and sets the
 * locale cookie as `__Host-NEXT_LOCALE`, Secure, like every cookie of ours there.
 */
export const httpsRouting = defineRouting({
  ...routing,
  localeCookie: { ...localeCookie, name: cookieName(LOCALE_COOKIE, true), secure: true, path: '/' },
});

export type AppLocale = (typeof routing.locales)[number];
