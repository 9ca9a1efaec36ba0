import type { AppLocale } from '@/i18n/routing';
import { isEmptyDoc, type RichDoc } from '@/lib/rich-text/doc';

export const LANGUAGES = ['en', 'hu', 'de'] as const satisfies readonly AppLocale[];

/** A short text and a rich text per language: a post's title and text, a question and answer. */
export interface LanguageTexts {
  line: Record<AppLocale, string>;
  rich: Record<AppLocale, RichDoc | null>;
}

/** The languages a text is missing in while another language has it (shown in English there). */
export function missingLanguages(value: LanguageTexts): AppLocale[] {
  const written = LANGUAGES.filter((l) => value.line[l].trim() !== '');
  return written.length === 0 ? [] : LANGUAGES.filter((l) => !written.includes(l));
}

/** A rich text as the API stores it: an empty one is none. */
export function storedDoc(doc: RichDoc | null): RichDoc | null {
  return doc && !isEmptyDoc(doc) ? doc : null;
}
