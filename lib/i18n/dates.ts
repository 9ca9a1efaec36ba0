import type { AppLocale } from '@/i18n/routing';

/**
 * The conventions each language's dates are written in. English pages are read across Europe,
 * so their dates go day, month, year ("1 March 2026"), as British English writes them, never
 * "March 1, 2026"; one static page serves every English reader, so it cannot follow each browser.
 */
const DATE_LOCALES: Record<AppLocale, string> = { en: 'en-GB', hu: 'hu-HU', de: 'de-DE' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) as readers of `locale` write it, whatever the server's zone. */
export function formatDay(day: string, locale: AppLocale, style: 'long' | 'medium'): string {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: style, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
