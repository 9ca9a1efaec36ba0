import { DOG_COLORS } from '@/features/dogs/fields';
import { MAX_ID } from '@/lib/validation/common';
import { recordVersion } from '@/lib/validation/version';
import { z } from '@/lib/validation/zod';
import type { Ancestor } from './coi';
import { MAX_GENERATIONS } from './pedigree';

// A pedigree as the breeder enters it (PUT /api/admin/dogs/{id}/pedigree) and as the API answers
// it: each parent an ancestor with its own parents, five generations at most (deeper ones are
// refused beside the field by features/breeding/pedigree.ts, with loops and doubled numbers).

export const ancestorSchema: z.ZodType<Ancestor> = z.lazy(() =>
  z.strictObject({
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(100, { error: 'tooLong' }),
    registration: z
      .string({ error: 'invalidRegistration' })
      .trim()
      .max(60, { error: 'tooLong' })
      .nullish(),
    dogId: z.int({ error: 'invalidId' }).positive({ error: 'invalidId' }).max(MAX_ID).nullish(),
    colour: z.string({ error: 'tooLong' }).trim().max(60, { error: 'tooLong' }).nullish(),
    sire: ancestorSchema.nullish(),
    dam: ancestorSchema.nullish(),
  }),
);

export const pedigreeSchema = z.strictObject({
  sire: ancestorSchema.nullish(),
  dam: ancestorSchema.nullish(),
  /** The dog's version as the screen read it. */
  version: recordVersion.optional(),
});
export type PedigreeInput = z.output<typeof pedigreeSchema>;

/** The most ancestors a pedigree can hold: 2 + 4 + … + 2^5. */
export const MAX_ANCESTORS = 2 ** (MAX_GENERATIONS + 1) - 2;

const queryId = z
  .string({ error: 'invalidId' })
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalidId' })
  .transform(Number)
  .refine((id) => id <= MAX_ID, { error: 'invalidId' });

/** `?damId=&sireId=` or `?damId=&outsideSire=` (a registration number from a pedigree). */
export const matingQuery = z
  .strictObject({
    damId: queryId,
    sireId: queryId.optional(),
    outsideSire: z.string().trim().min(1).max(60, { error: 'tooLong' }).optional(),
  })
  .refine((q) => (q.sireId === undefined) !== (q.outsideSire === undefined), {
    error: 'matingSireRequired',
    path: ['sireId'],
  });

const names = z.object({ en: z.string(), hu: z.string(), de: z.string() });

/** What a litter's public page shows of its mating (GET /api/litters/{idOrSlug}/forecast). */
export const litterForecastResponse = z.object({
  coi: z.number(),
  generations: z.number().int(),
  coats: z.array(
    z.object({ phenotype: names, probability: z.number(), color: z.enum(DOG_COLORS).nullable() }),
  ),
  unknownLoci: z.array(z.string()),
});
export type LitterForecast = z.infer<typeof litterForecastResponse>;

const treeResponse = z.object({ sire: ancestorSchema.nullish(), dam: ancestorSchema.nullish() });

/** A litter's pedigree as the API answers it (GET /api/litters/{idOrSlug}/pedigree). */
export const litterPedigreeResponse = z.object({
  tree: treeResponse,
  generations: z.number().int(),
  coi: z.number(),
  ancestorLoss: z.number(),
});

/** A dog's pedigree as the API answers it (GET /api/dogs/{idOrSlug}/pedigree). */
export const pedigreeResponse = z.object({
  dogId: z.number().int(),
  version: z.number().int(),
  entered: treeResponse,
  tree: treeResponse,
  generations: z.number().int(),
  coi: z.number(),
  ancestorLoss: z.number(),
});
