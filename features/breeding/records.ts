/*
 * The breeder's records of a breeding: a dam's heats with their progesterone results and
 * matings, the whelping log of a litter, and the care schedules the calendar counts from a
 * litter's birthday. Shared by the database schema, the validation and the screens.
 */

/** One progesterone result of a heat: the day the blood was taken and ng/ml. */
export interface ProgesteroneResult {
  /** `YYYY-MM-DD` */
  date: string;
  ngPerMl: number;
}

/** One puppy as the whelping log records it; `dogId` is the puppy the log created. */
export interface WhelpingEntry {
  /** ISO timestamp of the birth. */
  bornAt: string;
  sex: 'male' | 'female';
  colour: string;
  markings: string;
  weightGrams: number;
  dogId: number;
}

/** Default care schedules, in days from birth (the breeder changes them once, in the admin). */
export const DEFAULT_DEWORMING_DAYS = [14, 28, 42, 56] as const;
export const DEFAULT_VACCINATION_DAYS = [42, 56] as const;
