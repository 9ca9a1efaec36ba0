import { describe, expect, it } from 'vitest';
import { sireName } from '@/features/dogs/rules';
import { litterNote, noteInEnglishInstead } from '@/features/litters/rules';
import { litterSegment, publicPaths, RESERVED_SLUGS } from '@/lib/paths.mjs';
import { litterCreateSchema, litterRuleErrors } from '@/features/litters/schema';

const RULES = {
  fatherId: null,
  outsideSire: null,
  status: 'planned',
  matedAt: null,
  expectedAt: null,
  bornAt: null,
  born: { males: 0, females: 0 },
} as const;
const TODAY = '2026-12-01';

describe('a litter’s rules', () => {
  it('wants one father, dates in order and a birth date once born', () => {
    expect(litterRuleErrors(RULES)).toEqual([]);
    expect(
      litterRuleErrors({ ...RULES, fatherId: 3, outsideSire: { name: 'A', registration: 'B' } }),
    ).toEqual([{ msg: 'twoSires', path: 'outsideSire' }]);
    expect(
      litterRuleErrors({ ...RULES, matedAt: '2026-05-02', bornAt: '2026-05-01' }, TODAY),
    ).toEqual([{ msg: 'bornTooSoon', path: 'bornAt' }]);
    expect(litterRuleErrors({ ...RULES, matedAt: '2026-05-02', expectedAt: '2026-05-01' })).toEqual(
      [{ msg: 'expectedBeforeMated', path: 'expectedAt' }],
    );
    expect(litterRuleErrors({ ...RULES, status: 'ready' })).toEqual([
      { msg: 'bornAtRequired', path: 'bornAt' },
      { msg: 'bornCountRequired', path: 'born.males' },
    ]);
    expect(
      litterRuleErrors({ ...RULES, matedAt: '2026-05-01', bornAt: '2026-06-26' }, TODAY),
    ).toEqual([]);
  });

  it('fills in a new litter’s defaults and refuses counts out of range', () => {
    expect(litterCreateSchema.parse({ motherId: 4 })).toMatchObject({
      status: 'planned',
      fatherId: null,
      outsideSire: null,
      expected: { males: 0, females: 0, colors: {} },
      note: { en: '', hu: '', de: '' },
    });
    const refused = litterCreateSchema.safeParse({
      motherId: 4,
      born: { males: 21, females: 1, colors: { merle: 1 } },
    });
    expect(refused.success).toBe(false);
    expect(litterCreateSchema.safeParse({ motherId: 4, matedAt: '2999-01-01' }).success).toBe(
      false,
    );
    expect(litterCreateSchema.safeParse({ motherId: 4, expectedAt: '2999-01-01' }).success).toBe(
      true,
    );
    expect(refused.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'born.colors',
      'born.males',
    ]);
  });
});

describe('litter pages', () => {
  it('live under /litters, which no dog may take as its slug', () => {
    expect(RESERVED_SLUGS.has('litters')).toBe(true);
    expect(publicPaths.litter('mimi-2026-06')).toBe('/litters/mimi-2026-06');
    expect(litterSegment('/litters/mimi-2026-06')).toBe('mimi-2026-06');
    expect(litterSegment('/litters')).toBeNull();
    expect(litterSegment('/litters/a/b')).toBeNull();
  });

  it('names the father and falls back to the English note', () => {
    expect(sireName({ father: null, outsideSire: null })).toBeNull();
    expect(sireName({ father: null, outsideSire: { name: 'Guest', registration: 'X' } })).toBe(
      'Guest',
    );
    expect(sireName({ father: { name: 'Bruno' } as never, outsideSire: null })).toBe('Bruno');
    const note = { note: { en: 'Calm.', hu: '', de: 'Ruhig.' } };
    expect(litterNote(note, 'hu')).toBe('Calm.');
    expect(noteInEnglishInstead(note, 'hu')).toBe(true);
    expect(litterNote(note, 'de')).toBe('Ruhig.');
    expect(noteInEnglishInstead(note, 'de')).toBe(false);
    expect(noteInEnglishInstead(note, 'en')).toBe(false);
  });
});
