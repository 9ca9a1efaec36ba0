import { MAX_EARLY_REASON } from '@/lib/validation/form-limits';
import { z } from '@/lib/validation/zod';

/*
 * Go-home day: what the breeder confirms, and what the
 * application's screen shows before they do.
 */

export { MAX_EARLY_REASON };

/**
 * `POST /api/admin/applications/{id}/placed`: a body only for an exception, the reason the puppy
 * goes home before its go-home day (stored and shown on the application).
 */
export const placedSchema = z.strictObject({
  earlyReason: z
    .string({ error: 'earlyReasonRequired' })
    .trim()
    .min(1, { error: 'earlyReasonRequired' })
    .max(MAX_EARLY_REASON, { error: 'tooLong' })
    .optional(),
});

/** What is still missing when a buyer takes their puppy home. */
export const GO_HOME_GAPS = [
  'contractNotSent',
  'contractNotSigned',
  'depositNotAsked',
  'depositNotReceived',
] as const;
export type GoHomeGap = (typeof GO_HOME_GAPS)[number];

/** The go-home day of a reserved buyer's puppy, and what is missing for the sale. */
export interface GoHomeCheck {
  puppy: string | null;
  /** The earliest go-home day (8 weeks; 15 abroad); null without a birth date. */
  goHome: { date: string; weeks: number; abroad: boolean } | null;
  /** Today is before the go-home day: an exception, with a reason. */
  early: boolean;
  gaps: GoHomeGap[];
}
