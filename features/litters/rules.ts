import type { AppLocale } from '@/i18n/routing';
import { publicPaths } from '@/lib/public-paths.mjs';
import type { Litter } from '@/lib/validation/responses';

/** A litter's page. */
export function litterPath(litter: Pick<Litter, 'slug'>): string {
  return publicPaths.litter(litter.slug);
}

/** The note in the visitor's language, or the English one where it is not written. */
export function litterNote(litter: Pick<Litter, 'note'>, locale: AppLocale): string {
  return litter.note[locale].trim() || litter.note.en.trim();
}

/** Whether the note shown in `locale` is the English one standing in for it. */
export function noteInEnglishInstead(litter: Pick<Litter, 'note'>, locale: AppLocale): boolean {
  return locale !== 'en' && !litter.note[locale].trim() && litter.note.en.trim() !== '';
}

/** The litter's cover: its own first photo, else the mother's. */
export function litterCover(litter: Pick<Litter, 'images' | 'mother'>) {
  return litter.images[0] ?? litter.mother.images[0];
}

/**
 * The status visitors read: a litter with its date of birth is born, even where the breeder
 * has not moved its status on from planned or expected yet.
 */
export function shownStatus(litter: Pick<Litter, 'status' | 'bornAt'>): Litter['status'] {
  const unborn = litter.status === 'planned' || litter.status === 'expected';
  return unborn && litter.bornAt ? 'born' : litter.status;
}

/** Litters not born yet (planned or expected): the home page's "upcoming". */
export function isUpcoming(litter: Pick<Litter, 'status' | 'bornAt'>): boolean {
  const status = shownStatus(litter);
  return status === 'planned' || status === 'expected';
}

/**
 * The application form for a litter. `/apply` belongs to the applications;
 * the litter is named by its slug.
 */
export function applyPath(litter: Pick<Litter, 'slug'>): string {
  return `/apply?litter=${encodeURIComponent(litter.slug)}`;
}
