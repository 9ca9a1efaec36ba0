import { z } from '@/lib/validation/zod';

export const DOG_COLORS = ['blue', 'tan', 'lilac'] as const;
export const DOG_GENDERS = ['male', 'female'] as const;
const MAX_DESCRIPTION = 5000;
const MAX_PRICE = 1_000_000;
/** No dog on the site was born earlier; it also keeps out year 0000, which PostgreSQL refuses. */
export const MIN_BIRTHDAY = '1900-01-01';

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const description = z
  .string({ error: 'invalidDescription' })
  .max(MAX_DESCRIPTION, { error: 'tooLong' });

const dogFields = {
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(80, { error: 'tooLong' }),
  color: z.enum(DOG_COLORS, { error: 'invalidColor' }),
  birthday: z.iso
    .date({ error: 'invalidBirthday' })
    .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidBirthday' })
    .refine((value) => value <= todayIso(), { error: 'birthdayInFuture' }),
  gender: z.enum(DOG_GENDERS, { error: 'invalidGender' }),
  description: z.strictObject({
    en: description.default(''),
    hu: description.default(''),
    de: description.default(''),
  }),
  price: z
    .int({ error: 'invalidPrice' })
    .min(0, { error: 'invalidPrice' })
    .max(MAX_PRICE, { error: 'invalidPrice' })
    .nullable(),
  enabled: z.boolean({ error: 'invalidBoolean' }),
  foundParent: z.boolean({ error: 'invalidBoolean' }),
  reserved: z.boolean({ error: 'invalidBoolean' }),
};

/** A new dog: name, colour, birthday and gender are required; the rest has defaults. */
export const dogCreateSchema = z.strictObject({
  ...dogFields,
  description: dogFields.description.default({ en: '', hu: '', de: '' }),
  price: dogFields.price.optional().default(null),
  enabled: dogFields.enabled.default(true),
  foundParent: dogFields.foundParent.default(false),
  reserved: dogFields.reserved.default(false),
});

/** A partial update: any subset of the fields, at least one. */
export const dogPatchSchema = z
  .strictObject({
    ...dogFields,
    description: z.strictObject({ en: description, hu: description, de: description }).partial(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'emptyPatch' });

export type DogCreateInput = z.infer<typeof dogCreateSchema>;
export type DogPatchInput = z.infer<typeof dogPatchSchema>;
export type DogColor = (typeof DOG_COLORS)[number];

export const dogStatusQuery = z.strictObject({
  status: z.enum(['available', 'placed'], { error: 'invalidStatus' }).optional(),
});
