import { LOCALE_COOKIE } from '@/i18n/routing';
import type { AppLocale } from '@/i18n/routing';
import { isAppLocale } from '@/lib/i18n/locale';
import {
  CONSENT_COOKIE,
  CONSENT_VALUES,
  consentChoice,
  type ConsentChoice,
} from '@/lib/session-cookies';
import { readCookie, writeCookie } from './cookies';

/** The two things SPEC §5 lets the browser keep: the chosen locale and the cookie choice. */
const CONSENT_KEY = 'cookieConsent';
const LOCALE_KEY = LOCALE_COOKIE;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function storedLocale(): AppLocale | undefined {
  const fromCookie = readCookie(LOCALE_COOKIE);
  if (isAppLocale(fromCookie)) return fromCookie;
  const fromStorage = safeLocalStorage()?.getItem(LOCALE_KEY);
  return isAppLocale(fromStorage) ? fromStorage : undefined;
}

export const LOCALE_STORED_EVENT = 'locale-stored';

export function storeLocale(locale: AppLocale): void {
  writeCookie(LOCALE_COOKIE, locale);
  safeLocalStorage()?.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
  window.dispatchEvent(new Event(LOCALE_STORED_EVENT));
}

/** Mirrors the stored choice into whichever of cookie and localStorage lost it. */
export function syncStoredLocale(): AppLocale | undefined {
  const fromCookie = readCookie(LOCALE_COOKIE);
  const fromStorage = safeLocalStorage()?.getItem(LOCALE_KEY);
  if (isAppLocale(fromCookie)) {
    if (fromStorage !== fromCookie) safeLocalStorage()?.setItem(LOCALE_KEY, fromCookie);
    return fromCookie;
  }
  if (isAppLocale(fromStorage)) {
    writeCookie(LOCALE_COOKIE, fromStorage);
    return fromStorage;
  }
  return undefined;
}

/** What the visitor chose in the cookie notice; the cookie first, then localStorage. */
export function storedConsent(): ConsentChoice | undefined {
  return (
    consentChoice(readCookie(CONSENT_COOKIE)) ??
    consentChoice(safeLocalStorage()?.getItem(CONSENT_KEY))
  );
}

export function hasConsent(): boolean {
  return storedConsent() === 'accepted';
}

/** Either choice is kept the same way, for a year: refusing is as lasting as accepting. */
export function storeConsent(choice: ConsentChoice = 'accepted'): void {
  writeCookie(CONSENT_COOKIE, CONSENT_VALUES[choice]);
  safeLocalStorage()?.setItem(CONSENT_KEY, CONSENT_VALUES[choice]);
}
