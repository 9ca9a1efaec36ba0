import { describe, expect, it } from 'vitest';
import {
  addDays,
  beforeGoHome,
  earliestBirth,
  earliestGoHome,
  earliestReady,
  litterDateErrors,
} from '@/lib/sale-dates';

// The sale's dates that cannot be (SPEC §13 "sale rules").

const TODAY = '2026-12-02';
const LITTER = {
  status: 'expected',
  matedAt: '2026-09-01',
  bornAt: null,
  born: { males: 0, females: 0 },
};

describe('the sale’s dates', () => {
  it('count days across months, leap days and years', () => {
    expect(addDays('2026-09-01', 56)).toBe('2026-10-27');
    expect(addDays('2028-02-01', 28)).toBe('2028-02-29');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays(null, 1)).toBeNull();
    expect(addDays('soon', 1)).toBeNull();
    expect(earliestBirth('2026-09-01')).toBe('2026-10-27');
    expect(earliestReady('2026-10-01')).toBe('2026-11-26');
  });

  it('have a litter born 56 days after mating at the earliest, and never in the future', () => {
    const born = { ...LITTER, status: 'born', born: { males: 2, females: 1 } };
    expect(litterDateErrors({ ...born, bornAt: '2026-10-27' }, TODAY)).toEqual([]);
    expect(litterDateErrors({ ...born, bornAt: '2026-10-26' }, TODAY)).toEqual([
      { msg: 'bornTooSoon', path: 'bornAt' },
    ]);
    // 12 days after the mating.
    expect(litterDateErrors({ ...born, bornAt: '2026-09-13' }, TODAY)).toEqual([
      { msg: 'bornTooSoon', path: 'bornAt' },
    ]);
    expect(litterDateErrors({ ...born, bornAt: TODAY }, TODAY)).toEqual([]);
    expect(litterDateErrors({ ...born, bornAt: '2026-12-03' }, TODAY)).toEqual([
      { msg: 'dateInFuture', path: 'bornAt' },
    ]);
    // Without a mating date only the future is refused.
    expect(litterDateErrors({ ...born, matedAt: null, bornAt: '2026-11-30' }, TODAY)).toEqual([]);
  });

  it('ask how many puppies a born litter has', () => {
    const born = { ...LITTER, status: 'born', bornAt: '2026-11-01' };
    expect(litterDateErrors(born, TODAY)).toEqual([
      { msg: 'bornCountRequired', path: 'born.males' },
    ]);
    expect(litterDateErrors({ ...born, born: { males: 0, females: 1 } }, TODAY)).toEqual([]);
    expect(litterDateErrors({ ...born, status: 'closed' }, TODAY)).toEqual([]);
  });

  it('have a litter ready to go home 8 weeks after birth at the earliest', () => {
    const ready = {
      ...LITTER,
      status: 'ready',
      matedAt: '2026-08-01',
      born: { males: 1, females: 1 },
    };
    expect(litterDateErrors({ ...ready, bornAt: '2026-10-07' }, TODAY)).toEqual([]);
    expect(litterDateErrors({ ...ready, bornAt: '2026-10-08' }, TODAY)).toEqual([
      { msg: 'readyTooSoon', path: 'status' },
    ]);
    // "Ready" on its birth day.
    expect(litterDateErrors({ ...ready, matedAt: null, bornAt: TODAY }, TODAY)).toEqual([
      { msg: 'readyTooSoon', path: 'status' },
    ]);
  });

  it('send a puppy home at 8 weeks, 15 abroad, and tell when that is not yet', () => {
    expect(earliestGoHome('2026-10-01', 'HU')).toEqual({
      date: '2026-11-26',
      weeks: 8,
      abroad: false,
    });
    expect(earliestGoHome('2026-10-01', 'de')).toEqual({
      date: '2027-01-14',
      weeks: 15,
      abroad: true,
    });
    expect(earliestGoHome(null, 'HU')).toBeNull();
    expect(beforeGoHome(earliestGoHome('2026-10-01', 'HU'), TODAY)).toBe(false);
    expect(beforeGoHome(earliestGoHome('2026-10-01', 'AT'), TODAY)).toBe(true);
    expect(beforeGoHome({ date: TODAY }, TODAY)).toBe(false);
    expect(beforeGoHome(null, TODAY)).toBe(false);
  });
});
