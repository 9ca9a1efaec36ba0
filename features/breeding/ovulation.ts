import type { ProgesteroneResult } from './records';

/*
 * The likely ovulation day from a heat's progesterone results (docs/breeding.md "Heats"): a hint
 * the breeder confirms, never a date stored by itself. Serum progesterone stays below about
 * 1–2 ng/ml until the LH surge, is about 2 ng/ml on the day of the surge (1.5–3), and ovulation
 * follows some two days later, while progesterone rises through about 4–10 ng/ml (Concannon,
 * Animal Reproduction Science 124, 2011). Laboratories' assays differ, so the levels are
 * guides, not a test.
 */

/** About the level of the LH surge's day: ovulation some two days later. */
export const LH_SURGE_NG = 2;
/** Progesterone rises through this range on the day of ovulation. */
export const OVULATION_NG = { from: 4, to: 10 } as const;
/** Days from the LH surge to ovulation. */
const SURGE_TO_OVULATION = 2;

export type OvulationBasis =
  /** The first result in the ovulation range: she ovulated about that day. */
  | 'range'
  /** Two days after a result at the surge's level, the rise seen before or not yet in range. */
  | 'surge'
  /** The first high result was already above the range: ovulation was a day or two before it. */
  | 'past';

export interface OvulationHint {
  /** `YYYY-MM-DD`: the likely day of ovulation. */
  date: string;
  basis: OvulationBasis;
  /** Still rising towards ovulation (no result in or above the range yet): test again. */
  expected: boolean;
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The likely ovulation day, or null while every result is at the resting level (below about
 * 2 ng/ml). Results are read in date order:
 * - the first result of 4–10 ng/ml dates it, unless an earlier result at the surge's level
 *   (2–4) makes two days after the surge earlier still (the rise passed 4 between the tests);
 * - a first high result above 10 means it is past: two days after the surge if one was seen,
 *   else two days before that result, but after the last low result;
 * - only results at the surge's level: two days after the first of them, expected.
 */
export function ovulationHint(results: readonly ProgesteroneResult[]): OvulationHint | null {
  const sorted = [...results].sort((a, b) => a.date.localeCompare(b.date));
  const high = sorted.findIndex((r) => r.ngPerMl >= OVULATION_NG.from);
  const before = high === -1 ? sorted : sorted.slice(0, high);
  const surge = before.find((r) => r.ngPerMl >= LH_SURGE_NG);
  const afterSurge = surge && addDays(surge.date, SURGE_TO_OVULATION);
  if (high === -1) {
    return afterSurge ? { date: afterSurge, basis: 'surge', expected: true } : null;
  }
  const first = sorted[high]!;
  if (first.ngPerMl <= OVULATION_NG.to) {
    if (afterSurge && afterSurge < first.date) {
      return { date: afterSurge, basis: 'surge', expected: false };
    }
    return { date: first.date, basis: 'range', expected: false };
  }
  if (afterSurge) {
    return { date: earlier(afterSurge, first.date), basis: 'surge', expected: false };
  }
  const lastLow = before.at(-1);
  const guess = addDays(first.date, -SURGE_TO_OVULATION);
  const date = lastLow ? earlier(later(guess, addDays(lastLow.date, 1)), first.date) : guess;
  return { date, basis: 'past', expected: false };
}
