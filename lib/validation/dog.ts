import { MAX_ID } from '@/lib/validation/common';
import { z } from '@/lib/validation/zod';
import { focalVersionSchema, recordVersion } from './version';

import { DOG_COLORS, DOG_GENDERS, DOG_KINDS, MAX_HEALTH_TESTS, MIN_BIRTHDAY } from './dog-fields';

export { DOG_COLORS, DOG_GENDERS, DOG_KINDS, MAX_HEALTH_TESTS, MIN_BIRTHDAY };
const MAX_DESCRIPTION = 5000;
const MAX_PRICE = 1_000_000;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const description = z
  .string({ error: 'invalidDescription' })
  .max(MAX_DESCRIPTION, { error: 'tooLong' });

const healthTest = z.strictObject({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(80, { error: 'tooLong' }),
  result: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(120, { error: 'tooLong' }),
  date: z.iso
    .date({ error: 'invalidDate' })
    .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidDate' })
    .refine((value) => value <= todayIso(), { error: 'dateInFuture' })
    .nullable()
    .default(null),
});

/** A parent's id: the service checks that it names a parent of the right sex. */
const parentId = z
  .int({ error: 'invalidParent' })
  .positive({ error: 'invalidParent' })
  .max(MAX_ID, { error: 'invalidParent' })
  .nullable();

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
  kind: z.enum(DOG_KINDS, { error: 'invalidKind' }),
  registration: z.string({ error: 'invalidRegistration' }).trim().max(60, { error: 'tooLong' }),
  healthTests: z
    .array(healthTest, { error: 'invalidHealthTests' })
    .max(MAX_HEALTH_TESTS, { error: 'tooManyHealthTests' }),
  motherId: parentId,
  fatherId: parentId,
  /** The service checks that it names a litter. */
  litterId: z
    .int({ error: 'invalidLitter' })
    .positive({ error: 'invalidLitter' })
    .max(MAX_ID, { error: 'invalidLitter' })
    .nullable(),
};

/** A new dog: name, colour, birthday and gender are required; the rest has defaults. */
export const dogCreateSchema = z.strictObject({
  ...dogFields,
  description: dogFields.description.default({ en: '', hu: '', de: '' }),
  price: dogFields.price.optional().default(null),
  enabled: dogFields.enabled.default(true),
  foundParent: dogFields.foundParent.default(false),
  reserved: dogFields.reserved.default(false),
  kind: dogFields.kind.default('puppy'),
  registration: dogFields.registration.default(''),
  healthTests: dogFields.healthTests.default([]),
  motherId: dogFields.motherId.default(null),
  fatherId: dogFields.fatherId.default(null),
  litterId: dogFields.litterId.default(null),
});

/**
 * A partial update: any subset of the fields, at least one, and the version of the dog it was
 * based on (lib/validation/version.ts), which a browser must send.
 */
export const dogPatchSchema = z
  .strictObject({
    ...dogFields,
    description: z.strictObject({ en: description, hu: description, de: description }).partial(),
    version: recordVersion,
  })
  .partial()
  .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), {
    error: 'emptyPatch',
  });

/** `DELETE /admin/dogs/{id}?version=N`: the version the screen showed (a browser must send it). */
export const dogDeleteQuery = z.strictObject({
  version: z
    .string({ error: 'invalidVersion' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'invalidVersion' })
    .transform(Number)
    .pipe(recordVersion)
    .optional(),
});

export type DogCreateInput = z.infer<typeof dogCreateSchema>;
export type DogPatchInput = z.infer<typeof dogPatchSchema>;
export type DogColor = (typeof DOG_COLORS)[number];
export type DogKind = (typeof DOG_KINDS)[number];
export type HealthTestInput = z.input<typeof healthTest>;

/** `GET /dogs`: the puppies (all, available or placed), or with `kind=parent` the parents. */
export const dogStatusQuery = z.strictObject({
  status: z.enum(['available', 'placed'], { error: 'invalidStatus' }).optional(),
  kind: z.enum(DOG_KINDS, { error: 'invalidKind' }).optional(),
});

/** Where a photo's subject is, as fractions of its width and height; null: none set. */
export const focalPointSchema = z.strictObject({
  focal: z
    .strictObject({
      x: z.number({ error: 'invalidFocalPoint' }).min(0, { error: 'invalidFocalPoint' }).max(1, {
        error: 'invalidFocalPoint',
      }),
      y: z.number({ error: 'invalidFocalPoint' }).min(0, { error: 'invalidFocalPoint' }).max(1, {
        error: 'invalidFocalPoint',
      }),
    })
    .nullable(),
  /** The point this one replaces, as read (`focalVersion`); a browser must send it. */
  version: focalVersionSchema.optional(),
});
