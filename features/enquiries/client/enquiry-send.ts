import type { AppLocale } from '@/i18n/routing';
import type { EnquiryInput } from '@/features/enquiries/schema';
import { enquiryErrors } from '@/features/enquiries/errors';
import { ENQUIRY_FIELDS, type EnquiryField, type EnquiryValues } from '@/features/enquiries/fields';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import type { FormStart } from '@/lib/client/enquiry-start';
import { applyServerErrors } from '@/lib/client/form-errors';

/*
 * What the enquiry form (features/enquiries/ui/EnquiryForm.tsx) does once the visitor sends it:
 * its checks, and sending it with the server's answer. Loaded with the forms' other deferred code
 * (./on-submit.ts), which the form fetches when the visitor starts on it: a dog page's script
 * carries only the form itself.
 */

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** What the visitor has filled in so far. */
function valuesOf(data: FormData): EnquiryValues {
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    consent: data.has('consent'),
  };
}

/** The `apiErrors` key of each field that is wrong as the form stands. */
export function checkEnquiry(form: HTMLFormElement): EnquiryErrors {
  return enquiryErrors(valuesOf(new FormData(form)));
}

export type EnquiryAnswer =
  | { sent: true }
  | { retryMinutes: number }
  /** The fields the server refused (the alert banner has said why). */
  | { errors: EnquiryErrors };

/** Sends the form's enquiry about `dogId` (none: a general one) with the signed start of `start`. */
export async function sendEnquiry(
  form: HTMLFormElement,
  {
    dogId,
    locale,
    start,
  }: { dogId: number | null; locale: AppLocale; start: () => Promise<FormStart> },
): Promise<EnquiryAnswer> {
  const data = new FormData(form);
  const values = valuesOf(data);
  const body: EnquiryInput = {
    dogId,
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    locale,
    consent: true,
    website: String(data.get('website') ?? ''),
  };
  try {
    body.start = await (await start()).toSend();
    await apiFetch('/enquiries', { method: 'POST', body });
    return { sent: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) {
      return { retryMinutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) };
    }
    const errors: EnquiryErrors = {};
    applyServerErrors<EnquiryField>(
      error,
      (field, { message }) => {
        errors[field] = message;
      },
      ENQUIRY_FIELDS,
    );
    return { errors };
  }
}
