import 'server-only';
import { unstable_cache } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { askedQuestions, type AskedQuestion } from './application-questions';
import { litterLabel } from '@/features/applications/labels';
import { openLitters } from './application-litters';
import { TAGS } from '@/lib/server/revalidate';

/** What the /apply form offers: the open litters, labelled, and the breeder's questions. */
export interface ApplicationFormData {
  litters: { id: number; slug: string; label: string }[];
  questions: AskedQuestion[];
}

type LitterLabels = Parameters<typeof litterLabel>[0];

async function load(locale: AppLocale, t: LitterLabels): Promise<ApplicationFormData> {
  const db = await getDb();
  const [litters, questions] = await Promise.all([openLitters(db), askedQuestions(locale, db)]);
  return {
    litters: litters.map((litter) => ({
      id: litter.id,
      slug: litter.slug,
      label: litterLabel(t, litter, locale),
    })),
    questions,
  };
}

/** Cached until the questions or the litters change (their writes expire the tags). */
export const applicationFormData = (locale: AppLocale, t: LitterLabels) =>
  unstable_cache(() => load(locale, t), ['application-form', locale], {
    tags: [TAGS.applicationForm, TAGS.litters],
  })();
