import { ENQUIRY_LIMITS, type EnquiryField, type EnquiryValues } from './fields';
import { EMAIL_PATTERN } from '@/lib/validation/email-pattern';
import { PHONE_PATTERN } from '@/lib/validation/phone-input';

/*
 * The enquiry form's checks without zod, run in the browser once the visitor sends the form (they
 * load with the form's other deferred code, ./client/on-submit.ts). `enquirySchema`
 * (./enquiry) stays the authority; tests/unit/enquiry-rules.test.ts keeps the two giving the same
 * message keys.
 */

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
