import { NUMERIC_ID_PATTERN } from '@/lib/public-paths.mjs';
import { z } from '@/lib/validation/zod';
import { EMAIL_PATTERN } from './email-pattern';
import { EMAIL_MAX_LENGTH } from './patterns';
import { orderVersionSchema } from './version';

/** Trims strings and turns an empty field into `null`, as forms send it. */
export function blankToNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }, schema.nullable());
}

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(EMAIL_MAX_LENGTH, { error: 'tooLong' })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'invalidEmail' }));

/** PostgreSQL's `integer`: no row has a larger id, and the database refuses to compare one. */
export const MAX_ID = 2_147_483_647;

/** A row id in a path: plain decimal digits from 1 to MAX_ID (not "0x10", "1e3", " 1" or "1.0"). */
export const idSchema = z
  .string({ error: 'invalidId' })
  .regex(NUMERIC_ID_PATTERN, { error: 'invalidId' })
  .transform(Number)
  .refine((id) => id <= MAX_ID, { error: 'invalidId' });

export const orderSchema = z.strictObject({
  ids: z
    .array(
      z
        .int({ error: 'invalidIds' })
        .positive({ error: 'invalidIds' })
        .max(MAX_ID, { error: 'invalidIds' }),
      { error: 'invalidIds' },
    )
    .max(1000, { error: 'invalidIds' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicateIds' }),
  /** The order this one was based on (`orderVersion`); a browser must send it. */
  version: orderVersionSchema.optional(),
});
