import { describe, expect, it } from 'vitest';
import { dueDate } from '@/features/litters/due-date';

describe('a litter’s due date', () => {
  it('is 63 days after the ovulation, give or take a day', () => {
    expect(dueDate({ ovulationAt: '2026-03-01', matedAt: '2026-02-27' })).toEqual({
      date: '2026-05-03',
      from: '2026-05-02',
      to: '2026-05-04',
      basis: 'ovulation',
    });
  });

  it('else 63 days after the mating, give or take five, across a year’s end', () => {
    expect(dueDate({ ovulationAt: null, matedAt: '2026-11-15' })).toEqual({
      date: '2027-01-17',
      from: '2027-01-12',
      to: '2027-01-22',
      basis: 'mating',
    });
  });

  it('is not known without either', () => {
    expect(dueDate({ ovulationAt: null, matedAt: null })).toBeNull();
  });
});
