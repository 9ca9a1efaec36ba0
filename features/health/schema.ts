import {
  COLOUR_LOCI,
  COLOUR_LOCUS_NAMES,
  DNA_STATUSES,
  DNA_TESTS,
  MIN_TEST_DATE,
  type ColourLocus,
  type StoredHealthTest,
} from '@/features/health/kinds';
import { MAX_ID } from '@/lib/validation/common';
import { z } from '@/lib/validation/zod';

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function testDate(error: string) {
  return z.iso
    .date({ error })
    .refine((value) => value >= MIN_TEST_DATE, { error })
    .refine((value) => value <= todayIso(), { error: 'dateInFuture' });
}

/** A free entry (no `kind`, or `free` from a form): the name and result the breeder writes. */
const freeTest = z.strictObject({
  kind: z.literal('free').optional(),
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
  date: testDate('invalidDate').nullable().default(null),
});

/** What each structured entry has: its date, the laboratory or vet, a certificate scan. */
const evidence = {
  date: testDate('invalidTestDate'),
  lab: z.string({ error: 'invalidLab' }).trim().max(120, { error: 'tooLong' }).default(''),
  certificateId: z
    .int({ error: 'invalidCertificate' })
    .positive({ error: 'invalidCertificate' })
    .max(MAX_ID, { error: 'invalidCertificate' })
    .nullable()
    .default(null),
};

const grade = z
  .int({ error: 'invalidGrade' })
  .min(0, { error: 'invalidGrade' })
  .max(3, { error: 'invalidGrade' });

function locus(name: ColourLocus) {
  return z.enum(COLOUR_LOCI[name], { error: 'invalidGenotype' }).nullable().default(null);
}

const colourTest = z.strictObject({
  kind: z.literal('colour'),
  genotype: z
    .strictObject(
      Object.fromEntries(COLOUR_LOCUS_NAMES.map((name) => [name, locus(name)])) as Record<
        ColourLocus,
        ReturnType<typeof locus>
      >,
      { error: 'invalidGenotype' },
    )
    .refine((g) => Object.values(g).some((v) => v !== null), {
      error: 'genotypeRequired',
      path: ['a'],
    }),
  ...evidence,
});

/** One health test: free, or one of the breed's structured kinds (features/health/kinds.ts). */
export const healthTestSchema = z.discriminatedUnion(
  'kind',
  [
    freeTest,
    z.strictObject({ kind: z.literal('boas'), grade, ...evidence }),
    colourTest,
    z.strictObject({
      kind: z.enum(DNA_TESTS),
      status: z.enum(DNA_STATUSES, { error: 'invalidDnaStatus' }),
      ...evidence,
    }),
    z.strictObject({ kind: z.literal('patella'), grade, ...evidence }),
    z.strictObject({
      kind: z.literal('spine'),
      result: z
        .string({ error: 'required' })
        .trim()
        .min(1, { error: 'required' })
        .max(120, { error: 'tooLong' }),
      ...evidence,
    }),
  ],
  { error: 'invalidHealthTestKind' },
);

export type HealthTestInput = z.input<typeof healthTestSchema>;
export type HealthTestOutput = z.output<typeof healthTestSchema>;

/** As stored: a free entry without `kind`, as it always was. */
export function toStoredHealthTest(test: HealthTestOutput): StoredHealthTest {
  if (test.kind === undefined || test.kind === 'free') {
    return { name: test.name, result: test.result, date: test.date };
  }
  return test as StoredHealthTest;
}
