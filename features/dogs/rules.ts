import type { AppLocale } from '@/i18n/routing';
import { LOCALE_CODES } from '@/i18n/locale-codes.mjs';
import { publicPaths } from '@/lib/public-paths.mjs';
import type { Dog, DogFather, Litter } from '@/lib/validation/responses';

export type AgeUnit = 'weeks' | 'months' | 'years';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A dog's age the way breeders say it: whole weeks for young puppies (under 16 weeks), then whole
 * months, then whole years from two years on.
 */
export function dogAge(
  birthday: string,
  today: Date = new Date(),
): { unit: AgeUnit; count: number } {
  const born = new Date(`${birthday}T00:00:00Z`);
  const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const days = Math.max(0, Math.round((now.getTime() - born.getTime()) / DAY_MS));
  if (days < 16 * 7) return { unit: 'weeks', count: Math.floor(days / 7) };
  let months =
    (now.getUTCFullYear() - born.getUTCFullYear()) * 12 + now.getUTCMonth() - born.getUTCMonth();
  if (now.getUTCDate() < born.getUTCDate()) months -= 1;
  if (months < 24) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(months / 12) };
}

/** The description in the visitor's language, falling back to English when it is not written. */
export function dogDescription(dog: Pick<Dog, 'description'>, locale: AppLocale): string {
  return dog.description[locale].trim() || dog.description.en.trim();
}

/**
 * The languages whose description the breeder has not written while another one is: there the
 * site shows the English text instead (none when there is no description at all).
 */
export function missingTranslations(dog: Pick<Dog, 'description'>): AppLocale[] {
  const written = (locale: AppLocale) => dog.description[locale].trim() !== '';
  if (!LOCALE_CODES.some(written)) return [];
  return LOCALE_CODES.filter((locale) => locale !== 'en' && !written(locale));
}

/** Whether the description shown in `locale` is the English one standing in for it. */
export function describedInEnglishInstead(dog: Pick<Dog, 'description'>, locale: AppLocale) {
  return locale !== 'en' && !dog.description[locale].trim() && dog.description.en.trim() !== '';
}

/** The list a dog belongs to on the public site. */
export function dogStatus(dog: Pick<Dog, 'foundParent'>): 'available' | 'placed' {
  return dog.foundParent ? 'placed' : 'available';
}

/**
 * Whether a buyer can still have the dog: `reserved` while a family has promised to take it (it
 * stays on the available list and still takes enquiries, for the waiting list); found-a-family
 * wins over reserved.
 */
export function dogOffer(
  dog: Pick<Dog, 'foundParent' | 'reserved'>,
): 'available' | 'reserved' | 'placed' {
  if (dog.foundParent) return 'placed';
  return dog.reserved ? 'reserved' : 'available';
}

export const DOG_LIST_PATHS = {
  available: publicPaths.availablePuppies,
  placed: publicPaths.puppiesWithParents,
} as const;

export function dogPath(dog: Pick<Dog, 'slug'>): string {
  return publicPaths.dog(dog.slug);
}

/**
 * The litter's sire, its puppies' father (as server/puppy-father.ts answers for a puppy): the
 * kennel's male or the outside sire; null while none is chosen.
 */
export function litterSire(litter: Pick<Litter, 'father' | 'outsideSire'>): DogFather | null {
  if (litter.father) {
    const { id, slug, name, registration } = litter.father;
    return { id, slug, name, registration };
  }
  return litter.outsideSire && { id: null, slug: null, ...litter.outsideSire };
}

/** The father's name: the kennel's male or the outside sire; null while none is chosen. */
export function sireName(litter: Pick<Litter, 'father' | 'outsideSire'>): string | null {
  return litterSire(litter)?.name ?? null;
}
