import type { BoasTest, StoredHealthTest } from './kinds';

/** A BOAS grade is repeated every 2 years. */
export const BOAS_VALID_YEARS = 2;

/**
 * When the next BOAS test is due: the same day 2 years on (`YYYY-MM-DD`); a test on 29 February
 * is due on 28 February, the last day of that month.
 */
export function boasNextDue(testDate: string): string {
  const [y, m, d] = testDate.split('-').map(Number) as [number, number, number];
  const year = y + BOAS_VALID_YEARS;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Today in UTC as `YYYY-MM-DD` (the same day the validation's "not in the future" uses). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The newest BOAS test of a dog, if any. */
export function latestBoas(tests: readonly StoredHealthTest[]): BoasTest | null {
  let latest: BoasTest | null = null;
  for (const test of tests) {
    if (test.kind === 'boas' && (!latest || test.date > latest.date)) latest = test;
  }
  return latest;
}

export type BoasState = { test: BoasTest; due: string; overdue: boolean };

/**
 * The dog's BOAS grade and when it must be tested again; `overdue` from the due day on (a test
 * due today is due). Null without a BOAS test.
 */
export function boasState(
  tests: readonly StoredHealthTest[],
  today: string = todayIso(),
): BoasState | null {
  const test = latestBoas(tests);
  if (!test) return null;
  const due = boasNextDue(test.date);
  return { test, due, overdue: today >= due };
}
