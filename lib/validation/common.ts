import { z } from '@/lib/validation/zod';

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
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }));

export const idSchema = z.coerce
  .number({ error: 'invalidId' })
  .int({ error: 'invalidId' })
  .positive({
    error: 'invalidId',
  });

export const orderSchema = z.strictObject({
  ids: z
    .array(z.int({ error: 'invalidIds' }).positive({ error: 'invalidIds' }), {
      error: 'invalidIds',
    })
    .max(1000, { error: 'invalidIds' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicateIds' }),
});

export type OrderInput = z.infer<typeof orderSchema>;
