import { describe, expect, it } from 'vitest';
import { boasNextDue, boasState, latestBoas } from '@/features/health/boas';
import { explainGenotype } from '@/features/health/colour';
import { ownFields, type StoredHealthTest } from '@/features/health/kinds';
import { litterDnaSummary, latestStructured } from '@/features/health/summary';
import { healthTestSchema, toStoredHealthTest } from '@/features/health/schema';

const boas = (date: string, grade: 0 | 1 | 2 | 3 = 1): StoredHealthTest => ({
  kind: 'boas',
  grade,
  date,
  lab: 'Cambridge',
});
const dna = (
  kind: 'cmr1' | 'huu' | 'dm' | 'jhc',
  status: 'clear' | 'carrier' | 'affected',
  date = '2024-01-10',
): StoredHealthTest => ({ kind, status, date, lab: 'Laboklin' });

describe('BOAS due dates', () => {
  it('is due two years after the test', () => {
    expect(boasNextDue('2024-05-01')).toBe('2026-05-01');
    expect(boasNextDue('2023-12-31')).toBe('2025-12-31');
  });

  it('a test on a leap day is due on 28 February two years on', () => {
    expect(boasNextDue('2024-02-29')).toBe('2026-02-28');
    // …and from 28 February of a leap year, on the same day.
    expect(boasNextDue('2022-02-28')).toBe('2024-02-28');
  });

  it('is flagged from the due day on: the day before is current, the day itself due', () => {
    const tests = [boas('2024-05-01')];
    expect(boasState(tests, '2026-04-30')).toMatchObject({ due: '2026-05-01', overdue: false });
    expect(boasState(tests, '2026-05-01')?.overdue).toBe(true);
    expect(boasState(tests, '2027-01-01')?.overdue).toBe(true);
  });

  it('counts the newest BOAS test only, and none without one', () => {
    const tests = [
      boas('2021-03-01', 2),
      { name: 'Eyes', result: 'ok', date: null },
      boas('2025-06-01', 1),
    ];
    expect(latestBoas(tests)).toMatchObject({ grade: 1, date: '2025-06-01' });
    expect(boasState(tests, '2026-01-01')?.overdue).toBe(false);
    expect(boasState([{ name: 'BOAS', result: 'Grade 1', date: '2020-01-01' }], '2026-01-01')).toBe(
      null,
    );
  });
});

describe('litter summaries', () => {
  it('both parents clear', () => {
    const mother = [dna('huu', 'clear'), dna('cmr1', 'clear'), dna('jhc', 'clear')];
    const father = [dna('huu', 'clear'), dna('cmr1', 'clear'), dna('jhc', 'clear')];
    expect(litterDnaSummary(mother, father)).toEqual({
      bothClear: ['cmr1', 'huu', 'jhc'],
      findings: [],
      unknown: [],
    });
  });

  it('one parent a carrier: named, and the test is not clear for both', () => {
    const mother = [dna('dm', 'clear'), dna('huu', 'clear')];
    const father = [dna('dm', 'carrier'), dna('huu', 'clear')];
    expect(litterDnaSummary(mother, father)).toEqual({
      bothClear: ['huu'],
      findings: [{ role: 'father', test: 'dm', status: 'carrier' }],
      unknown: [],
    });
  });

  it('unknown: one parent untested, or a sire from outside the kennel', () => {
    const mother = [dna('huu', 'clear'), dna('jhc', 'affected')];
    expect(litterDnaSummary(mother, [dna('jhc', 'clear')])).toEqual({
      bothClear: [],
      findings: [{ role: 'mother', test: 'jhc', status: 'affected' }],
      unknown: ['huu'],
    });
    expect(litterDnaSummary(mother, null).unknown).toEqual(['huu']);
    expect(litterDnaSummary([], null)).toEqual({ bothClear: [], findings: [], unknown: [] });
  });

  it('a newer result replaces an older one', () => {
    const mother = [dna('huu', 'carrier', '2020-01-01'), dna('huu', 'clear', '2024-01-01')];
    expect(latestStructured(mother)).toHaveLength(1);
    expect(litterDnaSummary(mother, [dna('huu', 'clear')]).bothClear).toEqual(['huu']);
  });
});

describe('colour DNA in plain words', () => {
  it('the A locus shows its first allele and carries a different second one', () => {
    expect(explainGenotype({ a: 'ay/at', b: 'B/b', d: 'd/d', m: 'm/m' })).toEqual([
      { locus: 'a', genotype: 'ay/at', shows: 'fawn', carries: 'tan' },
      { locus: 'b', genotype: 'B/b', key: 'Bb' },
      { locus: 'd', genotype: 'd/d', key: 'dd' },
      { locus: 'm', genotype: 'm/m', key: 'mm' },
    ]);
    expect(explainGenotype({ a: 'ay/ay', b: null, d: null, m: 'M/m' })).toEqual([
      { locus: 'a', genotype: 'ay/ay', shows: 'fawn', carries: null },
      { locus: 'm', genotype: 'M/m', key: 'merle' },
    ]);
  });
});

describe('health test validation', () => {
  const issues = (input: unknown) =>
    healthTestSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('refuses a grade outside 0–3 beside the field', () => {
    expect(issues({ kind: 'boas', grade: 4, date: '2024-01-01' })).toEqual(['grade:invalidGrade']);
    expect(issues({ kind: 'boas', grade: 1.5, date: '2024-01-01' })).toEqual([
      'grade:invalidGrade',
    ]);
  });

  it('asks a structured test for its date, and refuses an unknown kind or genotype', () => {
    expect(issues({ kind: 'huu', status: 'clear' })).toEqual(['date:invalidTestDate']);
    expect(issues({ kind: 'huu', status: 'maybe', date: '2024-01-01' })).toEqual([
      'status:invalidDnaStatus',
    ]);
    expect(issues({ kind: 'xray', date: '2024-01-01' })).toEqual(['kind:invalidHealthTestKind']);
    expect(issues({ kind: 'colour', genotype: { a: 'B/b' }, date: '2024-01-01' })).toEqual([
      'genotype.a:invalidGenotype',
    ]);
    expect(issues({ kind: 'colour', genotype: {}, date: '2024-01-01' })).toEqual([
      'genotype.a:genotypeRequired',
    ]);
  });

  it('keeps free entries as they were: no kind stored', () => {
    const free = healthTestSchema.parse({ name: 'Eyes', result: 'Clear' });
    expect(toStoredHealthTest(free)).toEqual({ name: 'Eyes', result: 'Clear', date: null });
    const fromForm = healthTestSchema.parse({ kind: 'free', name: 'Eyes', result: 'Clear' });
    expect(toStoredHealthTest(fromForm)).toEqual({ name: 'Eyes', result: 'Clear', date: null });
    expect(
      toStoredHealthTest(healthTestSchema.parse({ kind: 'patella', grade: 0, date: '2024-02-02' })),
    ).toEqual({ kind: 'patella', grade: 0, date: '2024-02-02', lab: '', certificateId: null });
  });

  it('a form row keeps only its kind’s fields (the kind was changed)', () => {
    expect(
      ownFields({ kind: 'boas', grade: 1, date: '2024-01-01', lab: '', name: '', result: '' }),
    ).toEqual({ kind: 'boas', grade: 1, date: '2024-01-01', lab: '' });
    expect(ownFields({ name: 'Eyes', result: 'ok', date: null, grade: 2 })).toEqual({
      name: 'Eyes',
      result: 'ok',
      date: null,
    });
  });
});
