import 'server-only';
import { getTranslations } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import type { StoredAnswer } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';
import { questionField } from '@/features/applications/fields';
import { askedIn, listQuestions } from './application-questions';

/** The built-in questions, kept by their `Apply` message key. */
const BUILT_IN = new Set(['household', 'experience', 'timing', 'message']);

type Relabel = (answers: StoredAnswer[], asked: AppLocale) => StoredAnswer[];

/**
 * Puts applicants' answers under the questions as the breeder reads them (SPEC §13): the
 * built-in ones and the breeder's own in `locale`, a choice or yes/no in `locale` too; the text
 * typed stays as typed. A question since removed or reworded keeps the words it was asked with.
 */
export async function answerRelabeller(
  db: Pick<Database, 'select'>,
  locale: AppLocale,
): Promise<Relabel> {
  const [questions, ...translators] = await Promise.all([
    listQuestions(db),
    ...routing.locales.map((l) => getTranslations({ locale: l, namespace: 'Apply' })),
  ]);
  const tOf = (l: AppLocale) => translators[routing.locales.indexOf(l)]!;
  const tRead = tOf(locale);
  const byField = new Map(questions.map((question) => [questionField(question.id), question]));
  return (answers, asked) => {
    if (asked === locale) return answers;
    const tAsked = tOf(asked);
    return answers.map((stored) => {
      if (BUILT_IN.has(stored.key)) {
        return { ...stored, question: tRead(stored.key as 'household') };
      }
      const question = byField.get(stored.key);
      // Removed, or reworded since: the answer keeps the question as it was asked.
      if (!question || askedIn(question, asked).label !== stored.question) return stored;
      const target = askedIn(question, locale);
      let answer = stored.answer;
      if (question.kind === 'yesno') {
        const value = (['yes', 'no'] as const).find(
          (v) => tAsked('yesNo', { value: v }) === answer,
        );
        if (value) answer = tRead('yesNo', { value });
      } else if (question.kind === 'choice') {
        const index = askedIn(question, asked).choices.indexOf(answer);
        answer = target.choices[index] ?? answer;
      }
      return { ...stored, question: target.label, answer };
    });
  };
}

/** One applicant's answers under the questions in `locale`. */
export async function answersIn(
  db: Pick<Database, 'select'>,
  answers: StoredAnswer[],
  asked: AppLocale,
  locale: AppLocale,
): Promise<StoredAnswer[]> {
  if (asked === locale || answers.length === 0) return answers;
  return (await answerRelabeller(db, locale))(answers, asked);
}
