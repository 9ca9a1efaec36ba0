import { z } from '@/lib/validation/zod';

/** `POST /api/link-mail/resend`: the ticket a confirmation page got for a held link mail. */
export const resendSchema = z.strictObject({
  ticket: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(64, { error: 'linkNotValid' }),
});

export const resendResponse = z.object({ mail: z.enum(['sent', 'alreadySent']) });
