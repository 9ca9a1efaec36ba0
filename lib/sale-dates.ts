/*
 * The sale's dates that cannot be (SPEC §13 "sale rules"), without the database:
 * shared by the API, the admin's screens and the unit tests. Days are `YYYY-MM-DD`.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A litter is born 56 days after the mating at the earliest (a dog carries about 63). */
export const MIN_GESTATION_DAYS = 56;
/** Hungary's rule: a puppy leaves its mother at 8 weeks at the earliest. */
export const HOME_WEEKS = 8;
/** Abroad (EU travel rule): rabies vaccination at 12 weeks, valid 21 days later. */
export const ABROAD_WEEKS = 15;

/** `day` plus `days`, or null when `day` is not a date. */
export function addDays(day: string | null, days: number): string | null {
  if (!day || !DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day a litter mated on `matedAt` can be born. */
export const earliestBirth = (matedAt: string | null) => addDays(matedAt, MIN_GESTATION_DAYS);

/** The first day a litter born on `bornAt` is ready to go home (8 weeks). */
export const earliestReady = (bornAt: string | null) => addDays(bornAt, HOME_WEEKS * 7);

/**
 * The earliest go-home day of a puppy born on `bornAt` for a buyer in `country` (ISO 3166-1
 * alpha-2): 8 weeks in Hungary, 15 weeks for a puppy that crosses a border. Null until there is
 * a birth date.
 */
export function earliestGoHome(
  bornAt: string | null,
  country: string,
): { date: string; weeks: number; abroad: boolean } | null {
  const abroad = country.trim().toUpperCase() !== 'HU';
  const weeks = abroad ? ABROAD_WEEKS : HOME_WEEKS;
  const date = addDays(bornAt, weeks * 7);
  return date ? { date, weeks, abroad } : null;
}

export interface LitterDates {
  status: string;
  matedAt: string | null;
  bornAt: string | null;
  /** Puppies counted at birth. */
  born: { males: number; females: number };
}

/**
 * The sale rules of a litter as it would be stored, on `today` (422 beside the field): born 56
 * days after mating at the earliest and never in the future; a born litter says how many puppies;
 * ready to go home 8 weeks after birth at the earliest.
 */
export function litterDateErrors(
  litter: LitterDates,
  today: string,
): { msg: string; path: string }[] {
  const errors: { msg: string; path: string }[] = [];
  const born = litter.status === 'born' || litter.status === 'ready';
  const firstBirthDay = earliestBirth(litter.matedAt);
  if (litter.bornAt && firstBirthDay && litter.bornAt < firstBirthDay) {
    errors.push({ msg: 'bornTooSoon', path: 'bornAt' });
  }
  if (litter.bornAt && litter.bornAt > today) {
    errors.push({ msg: 'dateInFuture', path: 'bornAt' });
  }
  if (born && litter.born.males + litter.born.females === 0) {
    errors.push({ msg: 'bornCountRequired', path: 'born.males' });
  }
  const ready = earliestReady(litter.bornAt);
  if (litter.status === 'ready' && ready && ready > today) {
    errors.push({ msg: 'readyTooSoon', path: 'status' });
  }
  return errors;
}

/** Whether a buyer taking their puppy home on `today` is before its go-home day. */
export function beforeGoHome(goHome: { date: string } | null, today: string): boolean {
  return goHome !== null && today < goHome.date;
}
