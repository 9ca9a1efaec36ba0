import { EMAIL_PATTERN } from '@/lib/validation/email-pattern';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';

/*
 * The subscribe form's checks without zod, for the pages that carry it (their script budget is
 * tight: see enquiry-fields.ts). `subscriptionSchema` (./subscription) stays the authority;
 * tests/unit/subscriptions.test.ts keeps the two giving the same message keys.
 */

export const SUBSCRIPTION_FIELDS = ['email', 'consent'] as const;
export type SubscriptionField = (typeof SUBSCRIPTION_FIELDS)[number];

/** The `apiErrors` key of each field the schema refuses. */
export function subscriptionErrors(values: {
  email: string;
  consent: boolean;
}): Partial<Record<SubscriptionField, string>> {
  const errors: Partial<Record<SubscriptionField, string>> = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = 'tooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail';
  if (!values.consent) errors.consent = 'subscriptionConsentRequired';
  return errors;
}
