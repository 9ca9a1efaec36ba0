import { dayIn } from '@/lib/calendar/zone';

/*
 * The rules of the breeder's records without zod (docs/breeding.md "Heats and whelping"): the
 * screens check with them before sending, the schemas (records-schema.ts) with the same codes.
 */

/** Progesterone in ng/ml: resting below 1, some 4–10 at ovulation, tens in pregnancy. */
export const PROGESTERONE_MAX = 100;
export const MAX_RESULTS = 30;
export const MAX_MATINGS = 10;
export const MAX_HEAT_NOTE = 2000;
/** A newborn French Bulldog weighs some 150–350 g: what a scale can say at birth, with room. */
export const BIRTH_GRAMS = { min: 50, max: 1500 } as const;
export const MAX_MARKINGS = 200;

/**
 * Today in the kennel's zone (the server's kennelTimeZone(), which the screens get with their
 * data): a heat's dates are the kennel's days.
 */
export const kennelDay = (zone: string, now = Date.now()) => dayIn(new Date(now), zone);

export interface HeatDates {
  startedAt: string;
  progesterone: { date: string }[];
  matings: string[];
  ovulationAt: string | null;
}

/**
 * The order of a heat's days (422 beside the field): nothing before its first day, nothing in
 * the future (after `today`, the kennel's day; null leaves that to the caller that knows the
 * kennel's zone), one mating a day.
 */
export function heatDateErrors(
  heat: HeatDates,
  today: string | null,
): { msg: string; path: string }[] {
  const errors: { msg: string; path: string }[] = [];
  const future = (value: string) => today !== null && value > today;
  const check = (value: string, path: string) => {
    if (future(value)) errors.push({ msg: 'dateInFuture', path });
    else if (value < heat.startedAt) errors.push({ msg: 'beforeHeatStart', path });
  };
  if (future(heat.startedAt)) errors.push({ msg: 'dateInFuture', path: 'startedAt' });
  heat.progesterone.forEach((result, i) => check(result.date, `progesterone.${i}.date`));
  heat.matings.forEach((mating, i) => {
    check(mating, `matings.${i}`);
    if (heat.matings.indexOf(mating) !== i) {
      errors.push({ msg: 'duplicateDate', path: `matings.${i}` });
    }
  });
  if (heat.ovulationAt) check(heat.ovulationAt, 'ovulationAt');
  return errors;
}
