import type { AppLocale } from '@/i18n/routing';
import { isEmptyDoc, type RichDoc } from '@/lib/rich-text/doc';

/*
 * The FAQ's language rule: a question shows in a language only with its
 * answer in that language. Shared by the public list (features/faq/server/faq.ts) and the admin's flags.
 */

const LANGUAGES = ['en', 'hu', 'de'] as const satisfies readonly AppLocale[];

/** A question and its answer per language, as the API gives them. */
export interface FaqTexts {
  question: Record<AppLocale, string>;
  answer: Record<AppLocale, RichDoc | null>;
}

export type FaqPart = 'question' | 'answer';

const written = (entry: FaqTexts, language: AppLocale, part: FaqPart) =>
  part === 'question'
    ? entry.question[language].trim() !== ''
    : !isEmptyDoc(entry.answer[language]);

/**
 * What an entry lacks, language by language: each language's question and answer that is not
 * written (an entry with nothing written yet lacks nothing to flag).
 */
export function missingFaqParts(entry: FaqTexts): { language: AppLocale; part: FaqPart }[] {
  const missing = LANGUAGES.flatMap((language) =>
    (['question', 'answer'] as const)
      .filter((part) => !written(entry, language, part))
      .map((part) => ({ language, part })),
  );
  return missing.length === LANGUAGES.length * 2 ? [] : missing;
}

/**
 * An entry as visitors get it: only the languages with both its question and its answer (the
 * others left empty, so a page shows another language there), or null when it has none.
 */
export function publicFaqEntry<T extends FaqTexts>(entry: T): T | null {
  const shown = LANGUAGES.filter(
    (language) => written(entry, language, 'question') && written(entry, language, 'answer'),
  );
  if (shown.length === 0) return null;
  const only = <V>(values: Record<AppLocale, V>, empty: V) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, shown.includes(language) ? values[language] : empty]),
    ) as Record<AppLocale, V>;
  return { ...entry, question: only(entry.question, ''), answer: only(entry.answer, null) };
}
