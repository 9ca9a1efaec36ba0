import { routing, type AppLocale } from '@/i18n/routing';

const LOCALES = routing.locales;
const DEFAULT_LOCALE: AppLocale = routing.defaultLocale;

/**
 * Whether a value is one of the site's locales: next-intl's `hasLocale`, without next-intl. This
 * module ships with every page (the error screen of last resort resolves the locale with it), and
 * importing next-intl here put a second copy of its core on each page.
 */
export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The full language tag of each locale, for Intl formatting and `og:locale`. */
export const LOCALE_TAGS: Record<AppLocale, string> = { en: 'en-US', hu: 'hu-HU', de: 'de-DE' };

/** First supported locale among language tags in preference order ("de-AT" → "de"). */
function matchLocale(languages: readonly string[]): AppLocale | undefined {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isAppLocale(primary)) return primary;
  }
  return undefined;
}

export interface LocaleInputs {
  /** The stored choice: the `NEXT_LOCALE` cookie, or its localStorage mirror. */
  stored?: string | null;
  /** Browser languages, best first (navigator.languages or the Accept-Language header). */
  languages: readonly string[];
}

export type LocaleSource = 'stored' | 'browser' | 'default';

/** SPEC §4: stored choice, then browser language, then English. */
export function resolveLocale({ stored, languages }: LocaleInputs): {
  locale: AppLocale;
  source: LocaleSource;
} {
  if (isAppLocale(stored)) return { locale: stored, source: 'stored' };
  const matched = matchLocale(languages);
  if (matched) return { locale: matched, source: 'browser' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** The picker only asks when nothing is stored and no browser language is supported. */
export function shouldShowLanguagePicker(inputs: LocaleInputs): boolean {
  return resolveLocale(inputs).source === 'default';
}
