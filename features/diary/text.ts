import type { AppLocale } from '@/i18n/routing';
import { DIARY_LANGUAGES, type DiaryLanguage } from '@/features/diary/rules';

interface Texts {
  textEn: string;
  textHu: string;
  textDe: string;
}

const FIELDS = { en: 'textEn', hu: 'textHu', de: 'textDe' } as const;

/**
 * An update's text for a reader of `locale`: theirs when written, else the first language that
 * was (English, Hungarian, German), with that language named for its `lang`. Null: no text.
 */
export function diaryText(
  entry: Texts,
  locale: AppLocale,
): { text: string; lang: DiaryLanguage } | null {
  for (const lang of [locale, ...DIARY_LANGUAGES.filter((l) => l !== locale)]) {
    const text = entry[FIELDS[lang]].trim();
    if (text) return { text, lang };
  }
  return null;
}

/** A weight as the reader writes it: `1.250 g`, `1,250 g`. */
export function formatGrams(locale: string, grams: number): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram' }).format(grams);
}
