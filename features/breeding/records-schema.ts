import { typedGrams } from '@/features/diary/schema';
import { DOG_COLORS, DOG_GENDERS, MIN_BIRTHDAY } from '@/features/dogs/fields';
import { MAX_ID } from '@/lib/validation/common';
import { recordVersion } from '@/lib/validation/version';
import { z } from '@/lib/validation/zod';
import { MAX_PUPPIES } from '@/lib/validation/form-limits';
import {
  BIRTH_GRAMS,
  heatDateErrors,
  kennelDay,
  MAX_HEAT_NOTE,
  MAX_MARKINGS,
  MAX_MATINGS,
  MAX_RESULTS,
  PROGESTERONE_MAX,
  type HeatDates,
} from './record-rules';

// The breeder's records (SPEC §13 "breeding records"): a dam's heats with their progesterone
// results and matings, and a litter's whelping log. The rules are in docs/breeding.md.

/** A birth logged a few minutes ahead of the server's clock is still now. */
const CLOCK_SKEW_MS = 5 * 60_000;

const day = z.iso
  .date({ error: 'invalidDate' })
  .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidDate' });

const progesterone = z.strictObject({
  date: day,
  ngPerMl: z
    .number({ error: 'progesteroneRange' })
    .min(0, { error: 'progesteroneRange' })
    .max(PROGESTERONE_MAX, { error: 'progesteroneRange' }),
});

const heatFields = {
  startedAt: day,
  progesterone: z
    .array(progesterone, { error: 'invalidValue' })
    .max(MAX_RESULTS, { error: 'tooManyItems' })
    .default([]),
  matings: z
    .array(day, { error: 'invalidValue' })
    .max(MAX_MATINGS, { error: 'tooManyItems' })
    .default([]),
  ovulationAt: day.nullable().default(null),
  litterId: z
    .int({ error: 'invalidLitter' })
    .positive({ error: 'invalidLitter' })
    .max(MAX_ID, { error: 'invalidLitter' })
    .nullable()
    .default(null),
  note: z
    .string({ error: 'invalidDescription' })
    .trim()
    .max(MAX_HEAT_NOTE, { error: 'tooLong' })
    .default(''),
};

/** Where each day begins first (UTC+14): no kennel's today is later than its today. */
const FIRST_ZONE = 'Pacific/Kiritimati';

// All the rules of the days together, the future as the earliest zone has it; the service
// checks the future again in the kennel's own zone (kennelTimeZone(), server-side).
function checkDates(heat: HeatDates, ctx: z.RefinementCtx) {
  for (const error of heatDateErrors(heat, kennelDay(FIRST_ZONE))) {
    ctx.addIssue({
      code: 'custom',
      message: error.msg,
      path: error.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    });
  }
}

/** `POST /api/admin/dogs/{id}/heats`: a heat of that dam. */
export const heatCreateSchema = z.strictObject(heatFields).superRefine(checkDates);

/** `PUT /api/admin/heats/{id}`: the whole heat again, with the version it was based on. */
export const heatUpdateSchema = z
  .strictObject({ ...heatFields, version: recordVersion.optional() })
  .superRefine(checkDates);

export type HeatInput = z.output<typeof heatCreateSchema>;
export type HeatUpdateInput = z.output<typeof heatUpdateSchema>;

/** A newborn's weight, as typed or in whole grams. */
const birthGrams = typedGrams(BIRTH_GRAMS.min, BIRTH_GRAMS.max, 'birthWeightRange');

const bornAt = z.iso
  .datetime({ offset: true, error: 'invalidTime' })
  .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, { error: 'dateInFuture' })
  .refine((value) => Date.parse(value) >= Date.parse(`${MIN_BIRTHDAY}T00:00:00Z`), {
    error: 'invalidTime',
  });

export const whelpingPuppySchema = z.strictObject({
  sex: z.enum(DOG_GENDERS, { error: 'invalidGender' }),
  colour: z.enum(DOG_COLORS, { error: 'invalidColor' }),
  weightGrams: birthGrams,
  bornAt,
  markings: z
    .string({ error: 'invalidDescription' })
    .trim()
    .max(MAX_MARKINGS, { error: 'tooLong' })
    .default(''),
});

const puppies = z
  .array(whelpingPuppySchema, { error: 'invalidValue' })
  .min(1, { error: 'required' })
  .max(MAX_PUPPIES, { error: 'tooManyItems' });

/**
 * `POST /api/admin/litters/{id}/whelping`: the puppies just born with the litter's version, or
 * (a script with a Bearer token) the bare list.
 */
export const whelpingSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { puppies: body } : body),
  z.strictObject({
    puppies,
    version: recordVersion.optional(),
    /** A litter recorded as born by hand: the breeder confirms starting its log. */
    confirmStartLog: z.boolean({ error: 'invalidValue' }).optional(),
  }),
);

export type WhelpingInput = z.output<typeof whelpingSchema>;
export type WhelpingPuppyInput = z.output<typeof whelpingPuppySchema>;
/** The body as the screen sends it: the weight as typed. */
export type WhelpingPuppyRequest = Omit<WhelpingPuppyInput, 'weightGrams'> & {
  weightGrams: string;
};

// What the API answers.

const dueResponse = z
  .object({
    date: z.string(),
    from: z.string(),
    to: z.string(),
    basis: z.enum(['ovulation', 'mating']),
  })
  .nullable();

export const heatResponse = z.object({
  id: z.number().int(),
  dogId: z.number().int(),
  startedAt: z.string(),
  progesterone: z.array(z.object({ date: z.string(), ngPerMl: z.number() })),
  matings: z.array(z.string()),
  ovulationAt: z.string().nullable(),
  /** The likely ovulation day from the results: a hint the breeder confirms. */
  hint: z
    .object({ date: z.string(), basis: z.enum(['range', 'surge', 'past']), expected: z.boolean() })
    .nullable(),
  /** The due date as a litter of this heat would have it (ovulation + 63, else mating + 63). */
  due: dueResponse,
  litterId: z.number().int().nullable(),
  note: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HeatView = z.infer<typeof heatResponse>;

export const damHeatsResponse = z.object({
  dog: z.object({ id: z.number().int(), name: z.string() }),
  /** The kennel's zone: "today" for a heat's days is the kennel's. */
  zone: z.string(),
  heats: z.array(heatResponse),
  /** The dam's litters a heat can be linked to. */
  litters: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      matedAt: z.string().nullable(),
      expectedAt: z.string().nullable(),
      bornAt: z.string().nullable(),
    }),
  ),
});
export type DamHeatsView = z.infer<typeof damHeatsResponse>;

const whelpingEntry = z.object({
  bornAt: z.string(),
  sex: z.enum(DOG_GENDERS),
  colour: z.string(),
  markings: z.string(),
  weightGrams: z.number().int(),
  dogId: z.number().int(),
  /** The puppy as it is now (renamed since, perhaps); null once deleted. */
  puppy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const whelpingResponse = z.object({
  litterId: z.number().int(),
  mother: z.string(),
  status: z.string(),
  matedAt: z.string().nullable(),
  /** The first day the litter can be born (the mating + 56 days), or null without a mating. */
  earliestBirth: z.string().nullable(),
  bornAt: z.string().nullable(),
  born: z.object({
    males: z.number().int(),
    females: z.number().int(),
    colors: z.partialRecord(z.string(), z.number()),
  }),
  entries: z.array(whelpingEntry),
  /**
   * The log is empty but the litter was recorded as born by hand (its status, date of birth,
   * counts or puppies): the first puppy needs `confirmStartLog`.
   */
  recordedByHand: z.boolean(),
  /** Subscribers mailed when this log moves the litter to born (0 once it is born). */
  bornAudience: z.number().int(),
  /** The kennel's zone: times are entered and shown in it. */
  zone: z.string(),
  version: z.number().int(),
});
export type WhelpingView = z.infer<typeof whelpingResponse>;
