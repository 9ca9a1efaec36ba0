import { describe, expect, it } from 'vitest';
import { fieldOf, inputOf, emptyDraft } from '@/features/diary/ui/admin/diary-draft';
import { parseGrams } from '@/features/diary/rules';
import { diaryCreateSchema, diaryMailSchema, diaryUpdateSchema } from '@/features/diary/schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('diary update rules', () => {
  it('is about one puppy or one litter, never both or neither', () => {
    expect(diaryCreateSchema.safeParse({ dogId: 3 }).success).toBe(true);
    expect(diaryCreateSchema.safeParse({ litterId: 2 }).success).toBe(true);
    expect(messages(diaryCreateSchema.safeParse({}))).toEqual(['diaryTarget']);
    expect(messages(diaryCreateSchema.safeParse({ dogId: 3, litterId: 2 }))).toEqual([
      'diaryTarget',
    ]);
  });

  it('takes whole grams within bounds, once per puppy', () => {
    const weights = (list: unknown) => diaryCreateSchema.safeParse({ litterId: 1, weights: list });
    expect(weights([{ dogId: 1, grams: 1250 }]).success).toBe(true);
    expect(messages(weights([{ dogId: 1, grams: 49 }]))).toEqual(['invalidWeight']);
    expect(messages(weights([{ dogId: 1, grams: 30_001 }]))).toEqual(['invalidWeight']);
    expect(messages(weights([{ dogId: 1, grams: 12.5 }]))).toEqual(['invalidWeight']);
    expect(
      messages(
        weights([
          { dogId: 1, grams: 900 },
          { dogId: 1, grams: 950 },
        ]),
      ),
    ).toEqual(['duplicateWeight']);
  });

  it('reads weights as people write them, on the form and in JSON alike', () => {
    const weighed = (grams: unknown) =>
      diaryCreateSchema.safeParse({ dogId: 1, weights: [{ dogId: 1, grams }] });
    expect(weighed('410 g').data?.weights).toEqual([{ dogId: 1, grams: 410 }]);
    expect(weighed('1,2 kg').data?.weights).toEqual([{ dogId: 1, grams: 1200 }]);
    expect(weighed(' 1 250 ').data?.weights).toEqual([{ dogId: 1, grams: 1250 }]);
    expect(messages(weighed('abc'))).toEqual(['weightFormat']);
    expect(messages(weighed('1,2,3'))).toEqual(['weightFormat']);
    expect(messages(weighed('-410'))).toEqual(['weightFormat']);
    // Read, but no puppy's weight.
    expect(messages(weighed('40 kg'))).toEqual(['invalidWeight']);
    expect(messages(weighed('12 g'))).toEqual(['invalidWeight']);
    expect(messages(weighed('9'.repeat(30)))).toEqual(['invalidWeight']);
    expect(messages(weighed(null))).toEqual(['invalidWeight']);
  });

  it('knows four health events, each with a real date', () => {
    const events = (list: unknown) => diaryCreateSchema.safeParse({ dogId: 1, healthEvents: list });
    for (const kind of ['vaccination', 'deworming', 'vet_check', 'microchip']) {
      expect(events([{ kind, date: '2026-11-20' }]).success).toBe(true);
    }
    expect(messages(events([{ kind: 'bath', date: '2026-11-20' }]))).toEqual([
      'invalidHealthEvent',
    ]);
    expect(messages(events([{ kind: 'vaccination', date: '2026-02-30' }]))).toEqual([
      'invalidDate',
    ]);
    expect(
      messages(events([{ kind: 'vaccination', date: '2026-11-20', note: 'x'.repeat(201) }])),
    ).toEqual(['tooLong']);
  });

  it('refuses unknown fields and languages, takes a version on updates', () => {
    expect(diaryCreateSchema.safeParse({ dogId: 1, version: 2 }).success).toBe(false);
    expect(diaryCreateSchema.safeParse({ dogId: 1, text: { fr: 'Salut' } }).success).toBe(false);
    expect(diaryUpdateSchema.safeParse({ dogId: 1, version: 2 }).success).toBe(true);
    expect(diaryMailSchema.safeParse({ mail: 'off' }).success).toBe(true);
    expect(diaryMailSchema.safeParse({ mail: 'maybe' }).success).toBe(false);
  });
});

describe('a weight as typed', () => {
  it('is read in grams, kilograms or dekagrams', () => {
    for (const [typed, grams] of [
      ['410', 410],
      ['410 g', 410],
      ['410g', 410],
      ['410 G', 410],
      ['0.41 kg', 410],
      ['0,41 kg', 410],
      ['1,2 kg', 1200],
      ['1.2kg', 1200],
      ['1.2 KG', 1200],
      ['1 200 g', 1200],
      ['1\u00a0200', 1200],
      ['1.200 g', 1200],
      ['12,500', 12_500],
      ['41 dkg', 410],
      ['41,5 dag', 415],
      ['0,4105 kg', 411],
    ] as const) {
      expect(parseGrams(typed), typed).toBe(grams);
    }
  });

  it('takes a decimal without a unit as kilograms, as grouped grams would say', () => {
    expect(parseGrams('1,2')).toBe(1200);
    expect(parseGrams('0.410')).toBe(410);
    expect(parseGrams('1.250')).toBe(1250);
  });

  it('refuses what is no weight', () => {
    for (const typed of [
      '',
      'abc',
      '-410',
      '1,2,3',
      '1.200,5',
      '410,5 g',
      '1 200 kg',
      '1e3',
      '.5 kg',
      '1. kg',
      '410 lbs',
      '12 34',
    ]) {
      expect(parseGrams(typed), typed).toBeNull();
    }
  });
});

describe('the diary form', () => {
  const targets = {
    puppies: [
      { id: 11, name: 'Mimi', litterId: 5 },
      { id: 12, name: 'Momo', litterId: 5 },
    ],
    litters: [{ id: 5, mother: 'Mama', date: '2026-10-01', puppies: [11, 12] }],
  };

  it('sends the weights typed, and names an error by the puppy it is about', () => {
    const draft = { ...emptyDraft('litter:5'), weights: { 11: '', 12: ' 1 410 ' } };
    const { input, weightDogs } = inputOf(draft, targets);
    expect(input).toMatchObject({
      dogId: null,
      litterId: 5,
      weights: [{ dogId: 12, grams: '1 410' }],
    });
    expect(diaryCreateSchema.parse(input).weights).toEqual([{ dogId: 12, grams: 1410 }]);
    expect(weightDogs).toEqual([12]);
    expect(fieldOf('weights.0.grams', weightDogs)).toBe('weight.12');
    expect(fieldOf('litterId', weightDogs)).toBe('dogId');
    expect(fieldOf('text.de', weightDogs)).toBe('text.de');
  });

  it('asks a single puppy’s update for that puppy’s weight only', () => {
    const { input } = inputOf(
      { ...emptyDraft('dog:11'), weights: { 11: '0,9 kg', 12: '1000' } },
      targets,
    );
    expect(diaryCreateSchema.parse(input)).toMatchObject({
      dogId: 11,
      litterId: null,
      weights: [{ dogId: 11, grams: 900 }],
    });
  });
});
