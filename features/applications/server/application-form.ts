import 'server-only';
import { unstable_cache } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { askedQuestions, type AskedQuestion } from './application-questions';
import { litterLabel } from '@/features/applications/labels';
import { openLitters } from './application-litters';
import { TAGS } from '@/lib/server/revalidate';
import { litterColors } from '@/features/breeding/server/mating';
import type { DogColor } from '@/features/dogs/schema';

/** What the /apply form offers: the open litters, labelled, and the breeder's questions. */
export interface ApplicationFormData {
  /** `colors`: what its puppies can be (features/breeding), null when that cannot be told. */
  litters: { id: number; slug: string; label: string; colors: DogColor[] | null }[];
  questions: AskedQuestion[];
}

type LitterLabels = Parameters<typeof litterLabel>[0];

async function load(locale: AppLocale, t: LitterLabels): Promise<ApplicationFormData> {
  const db = await getDb();
  const [litters, questions] = await Promise.all([openLitters(db), askedQuestions(locale, db)]);
  const colors = await Promise.all(litters.map((litter) => litterColors(litter.id)));
  return {
    litters: litters.map((litter, i) => ({
      id: litter.id,
      slug: litter.slug,
      label: litterLabel(t, litter, locale),
      colors: colors[i]!,
    })),
    questions,
  };
}

/** Cached until the questions, the litters or the dogs (their colour tests) change. */
export const applicationFormData = (locale: AppLocale, t: LitterLabels) =>
  unstable_cache(() => load(locale, t), ['application-form', locale], {
    tags: [TAGS.applicationForm, TAGS.litters, TAGS.dogs],
  })();
