import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from './patterns';

/*
 * The enquiry form's limits and checks without zod: the dog pages and /contact run them in the
 * browser, where zod and a form library would add ~105 KB of script. `enquirySchema` (./enquiry)
 * is built from the same limits and stays the authority; tests/unit/enquiry-rules.test.ts keeps
 * the two giving the same message keys.
 */

export const ENQUIRY_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 4000,
} as const;

/**
 * PHONE_PATTERN as the phone field's `pattern` attribute, which the browser anchors itself: a form
 * sent without JavaScript is checked before it leaves, so what was typed stays on the page.
 * Spaces around the number pass, as the schema trims them.
 */
export const PHONE_INPUT_PATTERN = `\\s*${PHONE_PATTERN.source.replace(/^\^|\$$/g, '')}\\s*`;

/** Less time than this between showing the form and sending it is a bot's (lib/server/enquiries). */
export const MIN_FILL_MS = 3000;

/** The fields a visitor fills in, in the order the form shows them. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor filled in: the fields' text as typed, and whether the box is ticked. */
export type EnquiryValues = Record<Exclude<EnquiryField, 'consent'>, string> & { consent: boolean };

/** The `apiErrors` key of each field `enquirySchema` refuses: the first of its checks to fail. */
export function enquiryErrors(values: EnquiryValues): Partial<Record<EnquiryField, string>> {
  const errors: Partial<Record<EnquiryField, string>> = {};
  for (const field of ['name', 'email', 'phone', 'message'] as const) {
    // The schema trims: spaces alone are no answer, and spaces around one do not count.
    const text = values[field].trim();
    if (text === '') {
      if (field !== 'phone') errors[field] = 'required';
    } else if (text.length > ENQUIRY_LIMITS[field]) {
      errors[field] = 'tooLong';
    } else if (field === 'email' && !EMAIL_PATTERN.test(text)) {
      errors[field] = 'invalidEmail';
    } else if (field === 'phone' && !PHONE_PATTERN.test(text)) {
      errors[field] = 'invalidPhone';
    }
  }
  if (!values.consent) errors.consent = 'consentRequired';
  return errors;
}
