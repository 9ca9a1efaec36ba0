import { describe, expect, it } from 'vitest';
import { ovulationHint } from '@/features/breeding/ovulation';
import { heatDateErrors, kennelDay } from '@/features/breeding/record-rules';
import { heatCreateSchema, whelpingSchema } from '@/features/breeding/records-schema';

// The breeder's records without the database: the ovulation hint from progesterone results
// (docs/breeding.md "Heats and whelping"), and what a heat or a whelping log refuses.

const p = (date: string, ngPerMl: number) => ({ date, ngPerMl });

describe('the ovulation hint', () => {
  it('gives none while progesterone rests below the LH surge’s level', () => {
    expect(ovulationHint([])).toBeNull();
    expect(ovulationHint([p('2026-03-01', 0.4), p('2026-03-04', 1.2)])).toBeNull();
  });

  it('expects ovulation two days after the rise to about 2 ng/ml', () => {
    expect(ovulationHint([p('2026-03-01', 0.8), p('2026-03-05', 2.4)])).toEqual({
      date: '2026-03-07',
      basis: 'surge',
      expected: true,
    });
  });

  it('dates it on the first result in the 4–10 ng/ml range', () => {
    const results = [p('2026-03-01', 0.8), p('2026-03-05', 1.6), p('2026-03-07', 5.5)];
    expect(ovulationHint(results)).toEqual({ date: '2026-03-07', basis: 'range', expected: false });
    // The order they were typed in does not matter, nor a later result above the range.
    const typed = [p('2026-03-09', 18), ...results.reverse()];
    expect(ovulationHint(typed)?.date).toBe('2026-03-07');
  });

  it('prefers two days after the surge when the rise passed 4 between the tests', () => {
    expect(ovulationHint([p('2026-03-05', 2.2), p('2026-03-09', 8)])).toEqual({
      date: '2026-03-07',
      basis: 'surge',
      expected: false,
    });
    // The next day's result in range dates it itself.
    expect(ovulationHint([p('2026-03-05', 2.2), p('2026-03-06', 4.8)])?.date).toBe('2026-03-06');
  });

  it('puts a first result above the range a day or two before it, after the last low one', () => {
    expect(ovulationHint([p('2026-03-01', 0.9), p('2026-03-08', 14)])).toEqual({
      date: '2026-03-06',
      basis: 'past',
      expected: false,
    });
    expect(ovulationHint([p('2026-03-07', 1.1), p('2026-03-08', 14)])?.date).toBe('2026-03-08');
    expect(ovulationHint([p('2026-03-10', 25)])?.date).toBe('2026-03-08');
  });
});

describe('a heat’s dates', () => {
  const heat = {
    startedAt: '2026-03-01',
    progesterone: [{ date: '2026-03-08' }],
    matings: ['2026-03-10', '2026-03-12'],
    ovulationAt: '2026-03-09',
  };

  it('accepts a heat in order', () => {
    expect(heatDateErrors(heat, '2026-03-20')).toEqual([]);
  });

  it('refuses days before its start, in the future, and a mating twice', () => {
    expect(
      heatDateErrors(
        {
          startedAt: '2026-03-01',
          progesterone: [{ date: '2026-02-27' }, { date: '2026-03-21' }],
          matings: ['2026-03-10', '2026-03-10'],
          ovulationAt: '2026-02-28',
        },
        '2026-03-20',
      ),
    ).toEqual([
      { msg: 'beforeHeatStart', path: 'progesterone.0.date' },
      { msg: 'dateInFuture', path: 'progesterone.1.date' },
      { msg: 'duplicateDate', path: 'matings.1' },
      { msg: 'beforeHeatStart', path: 'ovulationAt' },
    ]);
    expect(heatDateErrors({ ...heat, startedAt: '2026-04-01' }, '2026-03-20')).toContainEqual({
      msg: 'dateInFuture',
      path: 'startedAt',
    });
  });

  it('counts today in the zone it is given, and leaves the future to the service without one', () => {
    // 23:30 UTC on 20 March: already the 21st in Budapest, still the 20th in New York.
    const at = Date.parse('2026-03-20T23:30:00Z');
    expect(kennelDay('Europe/Budapest', at)).toBe('2026-03-21');
    expect(kennelDay('America/New_York', at)).toBe('2026-03-20');
    expect(heatDateErrors({ ...heat, startedAt: '2999-01-01' }, null)).not.toContainEqual(
      expect.objectContaining({ msg: 'dateInFuture' }),
    );
  });

  it('refuses progesterone out of a sane range beside the field', () => {
    const result = heatCreateSchema.safeParse({
      startedAt: '2024-03-01',
      progesterone: [
        p('2024-03-05', -1),
        p('2024-03-06', 140),
        { date: '2024-03-07', ngPerMl: '5' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['progesterone.0.ngPerMl', 'progesteroneRange'],
      ['progesterone.1.ngPerMl', 'progesteroneRange'],
      ['progesterone.2.ngPerMl', 'progesteroneRange'],
    ]);
  });
});

describe('a whelping log’s puppies', () => {
  const puppy = {
    sex: 'female',
    colour: 'fawn',
    weightGrams: '31 dkg',
    bornAt: '2024-05-01T22:15:00+02:00',
  };

  it('reads the weight as people write it, and takes a bare list', () => {
    const parsed = whelpingSchema.parse([puppy]);
    expect(parsed.puppies[0]).toMatchObject({ weightGrams: 310, markings: '' });
    expect(whelpingSchema.parse({ puppies: [puppy], version: 3 }).version).toBe(3);
  });

  it('refuses a weight out of 50–1500 g, a colour not on the list, a birth to come', () => {
    const result = whelpingSchema.safeParse({
      puppies: [
        { ...puppy, weightGrams: 40 },
        { ...puppy, weightGrams: '1,6 kg' },
        { ...puppy, colour: 'green' },
        { ...puppy, bornAt: new Date(Date.now() + 3_600_000).toISOString() },
        { ...puppy, weightGrams: 'heavy' },
      ],
    });
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['puppies.0.weightGrams', 'birthWeightRange'],
      ['puppies.1.weightGrams', 'birthWeightRange'],
      ['puppies.2.colour', 'invalidColor'],
      ['puppies.3.bornAt', 'dateInFuture'],
      ['puppies.4.weightGrams', 'weightFormat'],
    ]);
  });
});
