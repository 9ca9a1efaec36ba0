import { routing } from '@/i18n/routing';
import { z } from '@/lib/validation/zod';
import { emailSchema, MAX_ID } from '@/lib/validation/common';

/*
 * "Tell me when puppies are born": the form and `POST /api/subscriptions` take the
 * same fields. `website` is the honeypot and `start` the server's signed start, as on the
 * enquiry form (lib/server/enquiry-start.ts).
 */
export const subscriptionSchema = z.strictObject({
  email: emailSchema,
  locale: z.enum(routing.locales, { error: 'invalidLocale' }),
  /** One litter's news; absent or null: every litter's. */
  litterId: z
    .int({ error: 'invalidId' })
    .positive({ error: 'invalidId' })
    .max(MAX_ID, { error: 'invalidId' })
    .nullable()
    .optional(),
  consent: z.literal(true, { error: 'subscriptionConsentRequired' }),
  website: z.string({ error: 'invalidValue' }).max(200, { error: 'tooLong' }).optional(),
  start: z.string({ error: 'invalidValue' }).max(100, { error: 'invalidValue' }).optional(),
});

export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type Subscription = z.output<typeof subscriptionSchema>;

/** A link's token (confirm or unsubscribe): its shape is checked where it is looked up. */
export const subscriptionTokenSchema = z.strictObject({
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, {
    error: 'subscriptionLinkInvalid',
  }),
});

/** The subscribe form's fields as a form without JavaScript posts them (`consent=on`). */
export function subscriptionFromForm(form: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => form.get(name) ?? undefined;
  const litter = form.get('litterId')?.trim();
  const body: Record<string, unknown> = {
    email: text('email'),
    locale: text('locale'),
    litterId: litter ? (/^\d{1,16}$/.test(litter) ? Number(litter) : litter) : undefined,
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    website: text('website'),
    start: text('start'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
