/*
 * The breeder's records of a breeding: a dam's heats with their progesterone results and
 * matings, the whelping log of a litter, and the care schedules the calendar counts from a
 * litter's birthday. Shared by the database schema, the validation and the screens.
 */

export type { ProgesteroneResult, WhelpingEntry } from '@/lib/db/schema';

/** Default care schedules, in days from birth (the breeder changes them once, in the admin). */
export const DEFAULT_DEWORMING_DAYS = [14, 28, 42, 56] as const;
export const DEFAULT_VACCINATION_DAYS = [42, 56] as const;
