import Cookies from 'js-cookie';
import { hasLocale } from 'next-intl';
import { LOCALE_COOKIE, routing } from '@/i18n/routing';
import type { AppLocale } from '@/i18n/routing';

/** The two things SPEC §5 lets the browser keep: the chosen locale and cookie consent. */
const CONSENT_COOKIE = 'cookie_consent';
const CONSENT_KEY = 'cookieConsent';
const LOCALE_KEY = LOCALE_COOKIE;
const ONE_YEAR_DAYS = 365;
const cookieOptions = { expires: ONE_YEAR_DAYS, sameSite: 'lax', path: '/' } as const;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function storedLocale(): AppLocale | undefined {
  const fromCookie = Cookies.get(LOCALE_COOKIE);
  if (hasLocale(routing.locales, fromCookie)) return fromCookie;
  const fromStorage = safeLocalStorage()?.getItem(LOCALE_KEY);
  return hasLocale(routing.locales, fromStorage) ? fromStorage : undefined;
}

export const LOCALE_STORED_EVENT = 'locale-stored';

export function storeLocale(locale: AppLocale): void {
  Cookies.set(LOCALE_COOKIE, locale, cookieOptions);
  safeLocalStorage()?.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  window.dispatchEvent(new Event(LOCALE_STORED_EVENT));
}

/** Mirrors the stored choice into whichever of cookie and localStorage lost it. */
export function syncStoredLocale(): AppLocale | undefined {
  const fromCookie = Cookies.get(LOCALE_COOKIE);
  const fromStorage = safeLocalStorage()?.getItem(LOCALE_KEY);
  if (hasLocale(routing.locales, fromCookie)) {
    if (fromStorage !== fromCookie) safeLocalStorage()?.setItem(LOCALE_KEY, fromCookie);
    return fromCookie;
  }
  if (hasLocale(routing.locales, fromStorage)) {
    Cookies.set(LOCALE_COOKIE, fromStorage, cookieOptions);
    return fromStorage;
  }
  return undefined;
}

export function hasConsent(): boolean {
  return Cookies.get(CONSENT_COOKIE) === '1' || safeLocalStorage()?.getItem(CONSENT_KEY) === '1';
}

export function storeConsent(): void {
  Cookies.set(CONSENT_COOKIE, '1', cookieOptions);
  safeLocalStorage()?.setItem(CONSENT_KEY, '1');
}
