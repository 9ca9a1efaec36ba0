import { HEALTH_EVENT_KINDS, parseGrams } from '@/features/diary/rules';
import { MAX_ID } from '@/lib/validation/common';
import { MIN_BIRTHDAY } from '@/features/dogs/schema';
import { recordVersion } from '@/lib/validation/version';
import { z } from '@/lib/validation/zod';

/** An update's text in one language: a few paragraphs, plain text. */
export const MAX_DIARY_TEXT = 4000;
export const MAX_HEALTH_NOTE = 200;
/** Most photos an update holds. */
export const MAX_DIARY_PHOTOS = 10;
/** A French Bulldog puppy weighs 150 g at birth and some 12 kg grown: grams, with room. */
export const MIN_GRAMS = 50;
export const MAX_GRAMS = 30_000;
/** More puppies than a litter has (features/litters/schema.ts), and events than one visit brings. */
const MAX_WEIGHTS = 20;
const MAX_EVENTS = 10;

const id = (error: string) => z.int({ error }).positive({ error }).max(MAX_ID, { error });

const text = z
  .string({ error: 'invalidDescription' })
  .trim()
  .max(MAX_DIARY_TEXT, { error: 'tooLong' });

const day = z.iso
  .date({ error: 'invalidDate' })
  .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidDate' });

export const healthEventSchema = z.strictObject({
  kind: z.enum(HEALTH_EVENT_KINDS, { error: 'invalidHealthEvent' }),
  date: day,
  note: z
    .string({ error: 'invalidDescription' })
    .trim()
    .max(MAX_HEALTH_NOTE, { error: 'tooLong' })
    .default(''),
});

/**
 * Whole grams from JSON, or a weight as a form's field holds it (`410 g`, `41 dkg`, `1,2 kg`),
 * from `min` to `max`. One check, one message: a huge number is neither whole nor in range.
 */
export const typedGrams = (min: number, max: number, error: string) =>
  z
    .union([z.number(), z.string()], { error: 'invalidWeight' })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const parsed = parseGrams(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'weightFormat' });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(z.number().refine((n) => Number.isInteger(n) && n >= min && n <= max, { error }));

const grams = typedGrams(MIN_GRAMS, MAX_GRAMS, 'invalidWeight');

export const weightSchema = z.strictObject({ dogId: id('invalidDog'), grams });

const fields = {
  /** One puppy's update, or (with `litterId`) the whole litter's: exactly one of the two. */
  dogId: id('invalidDog').nullable().default(null),
  litterId: id('invalidLitter').nullable().default(null),
  text: z.strictObject({ en: text, hu: text, de: text }).partial().default({}),
  weights: z
    .array(weightSchema, { error: 'invalidWeight' })
    .max(MAX_WEIGHTS, { error: 'tooManyItems' })
    .default([]),
  healthEvents: z
    .array(healthEventSchema, { error: 'invalidHealthEvent' })
    .max(MAX_EVENTS, { error: 'tooManyItems' })
    .default([]),
};

type Target = { dogId: number | null; litterId: number | null; weights: { dogId: number }[] };

function checkTarget(entry: Target, ctx: z.RefinementCtx) {
  if ((entry.dogId === null) === (entry.litterId === null)) {
    ctx.addIssue({ code: 'custom', message: 'diaryTarget', path: ['dogId'] });
  }
  const seen = new Set<number>();
  entry.weights.forEach((weight, i) => {
    if (seen.has(weight.dogId)) {
      ctx.addIssue({ code: 'custom', message: 'duplicateWeight', path: ['weights', i, 'dogId'] });
    }
    seen.add(weight.dogId);
  });
}

/** `POST /api/admin/diary`: an update to a puppy or a litter; its photos are uploaded after. */
export const diaryCreateSchema = z.strictObject(fields).superRefine(checkTarget);

/** `PUT /api/admin/diary/{id}`: the whole update again, with the version it was based on. */
export const diaryUpdateSchema = z
  .strictObject({ ...fields, version: recordVersion.optional() })
  .superRefine(checkTarget);

export type DiaryEntryInput = z.infer<typeof diaryCreateSchema>;
/** The body as the form sends it: every field, weights as typed. */
export type DiaryEntryRequest = Omit<DiaryEntryInput, 'weights'> & {
  weights: { dogId: number; grams: string }[];
};
export type DiaryUpdateInput = z.infer<typeof diaryUpdateSchema>;

/** The buyer's switch for the diary's mail (a form post from their page). */
export const diaryMailSchema = z.strictObject({
  mail: z.enum(['on', 'off'], { error: 'invalidChoice' }),
});
