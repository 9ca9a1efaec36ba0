/*
 * The puppy's diary (issue 33, part 1): what the breeder posts to a puppy or a whole litter after
 * a reservation. Shared by the schema, the validation, the admin screen and the buyer's page.
 */

/** The health events a diary update may record. */
export const HEALTH_EVENT_KINDS = ['vaccination', 'deworming', 'vet_check', 'microchip'] as const;
export type HealthEventKind = (typeof HEALTH_EVENT_KINDS)[number];

/** One health event: on a litter's update it applies to each puppy of the litter. */
export interface StoredHealthEvent {
  kind: HealthEventKind;
  /** `YYYY-MM-DD` */
  date: string;
  note: string;
}

/** One puppy's weight on an update (a puppy's own update has one, a litter's one per puppy). */
export interface StoredWeight {
  dogId: number;
  grams: number;
}

export const DIARY_LANGUAGES = ['en', 'hu', 'de'] as const;
export type DiaryLanguage = (typeof DIARY_LANGUAGES)[number];
