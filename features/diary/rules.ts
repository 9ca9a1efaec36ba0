/*
 * The puppy's diary: what the breeder posts to a puppy or a whole litter after
 * a reservation. Shared by the schema, the validation, the admin screen and the buyer's page.
 */

import { HEALTH_EVENT_KINDS } from '@/lib/db/values';
export { HEALTH_EVENT_KINDS };
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];

export type { StoredHealthEvent, StoredWeight } from '@/lib/db/schema';

export const DIARY_LANGUAGES = ['en', 'hu', 'de'] as const;
export type DiaryLanguage = (typeof DIARY_LANGUAGES)[number];

/** The units a weight may be typed in, in grams (Hungarians weigh in dkg, Austrians in dag). */
const UNIT_GRAMS: Record<string, number> = { g: 1, gr: 1, dkg: 10, dag: 10, kg: 1000 };
/** Whole grams, thousands grouped by one kind of separator: `1 200`, `1.200`, `12,500`. */
const GROUPED = /^\d{1,3}([ .,])\d{3}(?:\1\d{3})*$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/**
 * A weight as people write it, in grams, or null when it is none: `410`, `410 g`, `1 200 g`,
 * `41 dkg`, `0,41 kg`, `1.2kg`. Grams are whole; a number with a decimal comma or point and no
 * unit is in kilograms (`1,2`), which for three decimals (`1.200`) is also what grouped grams say.
 * Whether the weight is a puppy's is the schema's check.
 */
export function parseGrams(typed: string): number | null {
  const text = typed
    .toLowerCase()
    .replace(/[\s\u00a0\u2009\u202f]+/g, ' ')
    .trim();
  const match = /^(\d[\d., ]*?) ?([a-z]*)$/.exec(text);
  if (!match) return null;
  const [, number = '', unit = ''] = match;
  const whole = /^\d+$/.test(number) || GROUPED.test(number);
  if (unit === '' || unit === 'g' || unit === 'gr') {
    if (whole) return Number(number.replace(/[ .,]/g, ''));
    if (unit !== '') return null;
  }
  const factor = unit === '' ? UNIT_GRAMS.kg! : UNIT_GRAMS[unit];
  if (!factor || !DECIMAL.test(number)) return null;
  return Math.round(Number(number.replace(',', '.')) * factor);
}
