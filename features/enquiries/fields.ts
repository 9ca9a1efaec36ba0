import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';

/*
 * The enquiry form's limits without zod: the dog pages and /contact draw the form with them, where
 * zod and a form library would weigh on every such page's script budget. `enquirySchema`
 * (./enquiry) is built from the same limits and stays the authority. The checks themselves are in
 * ./enquiry-errors.
 */

export const ENQUIRY_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 4000,
} as const;

export { MIN_FILL_MS } from '@/lib/validation/patterns';

/** The fields a visitor fills in, in the order the form shows them. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor filled in: the fields' text as typed, and whether the box is ticked. */
export type EnquiryValues = Record<Exclude<EnquiryField, 'consent'>, string> & { consent: boolean };
