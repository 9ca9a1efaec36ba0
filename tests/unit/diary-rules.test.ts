import { describe, expect, it } from 'vitest';
import { fieldOf, inputOf, emptyDraft } from '@/components/admin/diary/diary-draft';
import { diaryCreateSchema, diaryMailSchema, diaryUpdateSchema } from '@/lib/validation/diary';

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
      weights: [{ dogId: 12, grams: 1410 }],
    });
    expect(weightDogs).toEqual([12]);
    expect(fieldOf('weights.0.grams', weightDogs)).toBe('weight.12');
    expect(fieldOf('litterId', weightDogs)).toBe('dogId');
    expect(fieldOf('text.de', weightDogs)).toBe('text.de');
  });

  it('asks a single puppy’s update for that puppy’s weight only', () => {
    const { input } = inputOf(
      { ...emptyDraft('dog:11'), weights: { 11: '900', 12: '1000' } },
      targets,
    );
    expect(input).toMatchObject({
      dogId: 11,
      litterId: null,
      weights: [{ dogId: 11, grams: 900 }],
    });
  });
});
