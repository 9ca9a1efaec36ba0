import { MAX_ID } from '@/lib/validation/common';
import { z } from '@/lib/validation/zod';
import { healthTestSchema } from '@/features/health/schema';
import { pageQuery } from '@/lib/validation/paging';
import { focalVersionSchema, queryVersion, recordVersion } from '@/lib/validation/version';

import { DOG_COLORS, DOG_GENDERS, DOG_KINDS, MAX_HEALTH_TESTS, MIN_BIRTHDAY } from './fields';

export { DOG_COLORS, DOG_GENDERS, DOG_KINDS, MAX_HEALTH_TESTS, MIN_BIRTHDAY };
const MAX_DESCRIPTION = 5000;
const MAX_PRICE = 1_000_000;

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const description = z
  .string({ error: 'invalidDescription' })
  .max(MAX_DESCRIPTION, { error: 'tooLong' });

const MAX_VACCINATIONS = 20;

/** One vaccination: its kind and the day it was given. */
const vaccination = z.strictObject({
  kind: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(60, { error: 'tooLong' }),
  date: z.iso
    .date({ error: 'invalidDate' })
    .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidDate' })
    .refine((value) => value <= todayIso(), { error: 'dateInFuture' }),
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
    .array(healthTestSchema, { error: 'invalidHealthTests' })
    .max(MAX_HEALTH_TESTS, { error: 'tooManyHealthTests' }),
  /** The microchip's number: 15 digits (ISO 11784), or '' until chipped. */
  chipNumber: z
    .string({ error: 'invalidChipNumber' })
    .trim()
    .regex(/^(?:\d{15})?$/, { error: 'invalidChipNumber' }),
  /** ISO 3166-1 alpha-2, upper case. */
  countryOfBirth: z
    .string({ error: 'invalidCountry' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalidCountry' }),
  petPassport: z.boolean({ error: 'invalidBoolean' }).nullable(),
  vaccinations: z
    .array(vaccination, { error: 'invalidVaccinations' })
    .max(MAX_VACCINATIONS, { error: 'tooManyVaccinations' }),
  /** The id of the puppy's photo that shows it with its mother; null: none (on a change only). */
  photoWithMother: z
    .int({ error: 'imageNotFound' })
    .positive({ error: 'imageNotFound' })
    .max(MAX_ID, { error: 'imageNotFound' })
    .nullable(),
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
  chipNumber: dogFields.chipNumber.default(''),
  countryOfBirth: dogFields.countryOfBirth.default('HU'),
  petPassport: dogFields.petPassport.default(null),
  vaccinations: dogFields.vaccinations.default([]),
  photoWithMother: dogFields.photoWithMother.default(null),
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
  version: queryVersion.optional(),
});

export type DogCreateInput = z.infer<typeof dogCreateSchema>;
export type DogPatchInput = z.infer<typeof dogPatchSchema>;
export type DogColor = (typeof DOG_COLORS)[number];
export type DogKind = (typeof DOG_KINDS)[number];

/** `GET /dogs`: the puppies (all, available or placed), or with `kind=parent` the parents. */
export const dogStatusQuery = z.strictObject({
  status: z.enum(['available', 'placed'], { error: 'invalidStatus' }).optional(),
  kind: z.enum(DOG_KINDS, { error: 'invalidKind' }).optional(),
});

/** `GET /api/dogs`: the list, and optionally one page of it. */
export const dogListQuery = dogStatusQuery.extend(pageQuery.shape);

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
