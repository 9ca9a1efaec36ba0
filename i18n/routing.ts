import { defineRouting } from 'next-intl/routing';
import { LOCALE_CODES } from './locale-codes.mjs';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export const localeCookie = {
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

export type AppLocale = (typeof routing.locales)[number];
