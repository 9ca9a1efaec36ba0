// A litter's due date (docs/breeding.md): 63 days after ovulation, give or take a day, as the
// progesterone test dates it; else 63 days after the mating, give or take five, the sperm
// waiting for the eggs.

export const GESTATION_DAYS = 63;
const SPREAD = { ovulation: 1, mating: 5 } as const;

export interface DueDate {
  date: string;
  from: string;
  to: string;
  basis: 'ovulation' | 'mating';
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The due date and its range, or null without an ovulation or a mating date. */
export function dueDate(litter: {
  ovulationAt: string | null;
  matedAt: string | null;
}): DueDate | null {
  const basis = litter.ovulationAt ? 'ovulation' : litter.matedAt ? 'mating' : null;
  if (!basis) return null;
  const start = (basis === 'ovulation' ? litter.ovulationAt : litter.matedAt)!;
  const date = addDays(start, GESTATION_DAYS);
  return {
    date,
    from: addDays(date, -SPREAD[basis]),
    to: addDays(date, SPREAD[basis]),
    basis,
  };
}
