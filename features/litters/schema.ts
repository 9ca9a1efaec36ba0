import { litterDateErrors } from '@/lib/sale-dates';
import { LITTER_STATUSES, type LitterStatus } from '@/lib/selling';
import { MAX_ID } from '@/lib/validation/common';
import { z } from '@/lib/validation/zod';
import { DOG_COLORS, MIN_BIRTHDAY } from '@/features/dogs/schema';
import { MAX_PUPPIES } from '@/lib/validation/form-limits';
import { recordVersion } from '@/lib/validation/version';

export { LITTER_STATUSES, type LitterStatus };

const MAX_NOTE = 5000;
export { MAX_PUPPIES };

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

const count = z
  .int({ error: 'invalidCount' })
  .min(0, { error: 'invalidCount' })
  .max(MAX_PUPPIES, { error: 'invalidCount' });

/** Puppies expected or born: by sex, and by colour (a colour left out: none of it). */
const counts = z.strictObject({
  males: count.default(0),
  females: count.default(0),
  colors: z
    .strictObject(
      Object.fromEntries(DOG_COLORS.map((color) => [color, count.optional()])) as Record<
        (typeof DOG_COLORS)[number],
        z.ZodOptional<typeof count>
      >,
      { error: 'invalidCount' },
    )
    .default({}),
});

export const EMPTY_COUNTS = { males: 0, females: 0, colors: {} };

const day = z.iso
  .date({ error: 'invalidDate' })
  .refine((value) => value >= MIN_BIRTHDAY, { error: 'invalidDate' })
  .nullable();

const parentId = z
  .int({ error: 'invalidParent' })
  .positive({ error: 'invalidParent' })
  .max(MAX_ID, { error: 'invalidParent' });

const note = z.string({ error: 'invalidDescription' }).max(MAX_NOTE, { error: 'tooLong' });

/** A sire from another kennel: his name and registration (pedigree) number. */
const outsideSire = z.strictObject({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(80, { error: 'tooLong' }),
  registration: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(60, { error: 'tooLong' }),
});

const litterFields = {
  motherId: parentId,
  fatherId: parentId.nullable(),
  outsideSire: outsideSire.nullable(),
  status: z.enum(LITTER_STATUSES, { error: 'invalidLitterStatus' }),
  // A mating has happened; only the due date lies ahead (the birth: litterDateErrors).
  matedAt: day.refine((value) => value === null || value <= todayIso(), {
    error: 'dateInFuture',
  }),
  // Dated by the progesterone tests: the due date is worked out from it (features/breeding).
  ovulationAt: day.refine((value) => value === null || value <= todayIso(), {
    error: 'dateInFuture',
  }),
  expectedAt: day,
  bornAt: day,
  expected: counts,
  born: counts,
  note: z.strictObject({ en: note.default(''), hu: note.default(''), de: note.default('') }),
  /**
   * The breeder knows these parents can have puppies affected by a DNA-tested disease and plans
   * (or keeps expecting) the litter all the same: without it such a litter is refused.
   */
  confirmAffectedOffspring: z.boolean({ error: 'invalidValue' }).optional(),
};

/** The fields the rules between fields look at, as stored after a change. */
export interface LitterRuleFields {
  fatherId: number | null;
  outsideSire: { name: string; registration: string } | null;
  status: LitterStatus;
  matedAt: string | null;
  expectedAt: string | null;
  bornAt: string | null;
  born: { males: number; females: number };
}

/**
 * The rules between a litter's fields (422 beside the field): one father, the kennel's or an
 * outside sire, not both; due after the mating; a litter that is born has its birth date; and
 * the sale's dates (lib/sale-dates.ts) on `today`.
 */
export function litterRuleErrors(
  litter: LitterRuleFields,
  today = todayIso(),
): { msg: string; path: string }[] {
  const errors: { msg: string; path: string }[] = [];
  if (litter.fatherId !== null && litter.outsideSire !== null) {
    errors.push({ msg: 'twoSires', path: 'outsideSire' });
  }
  if (litter.matedAt && litter.expectedAt && litter.expectedAt < litter.matedAt) {
    errors.push({ msg: 'expectedBeforeMated', path: 'expectedAt' });
  }
  if ((litter.status === 'born' || litter.status === 'ready') && !litter.bornAt) {
    errors.push({ msg: 'bornAtRequired', path: 'bornAt' });
  }
  return [...errors, ...litterDateErrors(litter, today)];
}

/** A stored litter as its rules read it: the other kennel's sire as the API gives it. */
export function ruleFieldsOf(row: {
  fatherId: number | null;
  outsideSireName: string | null;
  outsideSireRegistration: string | null;
  status: LitterStatus;
  matedAt: string | null;
  expectedAt: string | null;
  bornAt: string | null;
  born: { males: number; females: number };
}): LitterRuleFields {
  return {
    fatherId: row.fatherId,
    outsideSire:
      row.outsideSireName === null
        ? null
        : { name: row.outsideSireName, registration: row.outsideSireRegistration ?? '' },
    status: row.status,
    matedAt: row.matedAt,
    expectedAt: row.expectedAt,
    bornAt: row.bornAt,
    born: row.born,
  };
}

function checkRules(litter: LitterRuleFields, ctx: z.RefinementCtx) {
  for (const error of litterRuleErrors(litter)) {
    ctx.addIssue({ code: 'custom', message: error.msg, path: [error.path] });
  }
}

/** A new litter: the mother is required; the rest has defaults (planned, no dates yet). */
export const litterCreateSchema = z
  .strictObject({
    ...litterFields,
    fatherId: litterFields.fatherId.default(null),
    outsideSire: litterFields.outsideSire.default(null),
    status: litterFields.status.default('planned'),
    matedAt: litterFields.matedAt.default(null),
    ovulationAt: litterFields.ovulationAt.default(null),
    expectedAt: litterFields.expectedAt.default(null),
    bornAt: litterFields.bornAt.default(null),
    expected: counts.default(EMPTY_COUNTS),
    born: counts.default(EMPTY_COUNTS),
    note: litterFields.note.default({ en: '', hu: '', de: '' }),
  })
  .superRefine(checkRules);

/**
 * A partial update with the version it was based on (a browser must send it); the rules
 * between fields are checked by the service on the litter as it would be stored.
 */
export const litterPatchSchema = z
  .strictObject({
    ...litterFields,
    note: z.strictObject({ en: note, hu: note, de: note }).partial(),
    version: recordVersion,
  })
  .partial()
  .refine(
    (patch) =>
      Object.keys(patch).some((key) => key !== 'version' && key !== 'confirmAffectedOffspring'),
    { error: 'emptyPatch' },
  );

/** `DELETE /admin/litters/{id}?version=N`. */
export { dogDeleteQuery as litterDeleteQuery } from '@/features/dogs/schema';

/** `GET /litters`: the litters not closed, or those of one status, or `all`. */
export const litterListQuery = z.strictObject({
  status: z.enum([...LITTER_STATUSES, 'all'], { error: 'invalidLitterStatus' }).optional(),
});

export type LitterCreateInput = z.infer<typeof litterCreateSchema>;
export type LitterPatchInput = z.infer<typeof litterPatchSchema>;
export type LitterCountsInput = z.infer<typeof counts>;
export type LitterListStatus = NonNullable<z.infer<typeof litterListQuery>['status']>;
