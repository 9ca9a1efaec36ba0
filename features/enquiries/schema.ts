import { routing } from '@/i18n/routing';
import { ENQUIRY_STATUSES } from '@/features/enquiries/status';
import { z } from '@/lib/validation/zod';
import { emailSchema, MAX_ID } from '@/lib/validation/common';
import { ENQUIRY_LIMITS } from './fields';
import { oneLine } from '@/lib/validation/patterns';
import { PHONE_PATTERN } from '@/lib/validation/phone-input';
import { toInternationalPhone } from '@/lib/validation/phone';
import { recordVersion } from '@/lib/validation/version';

export { ENQUIRY_STATUSES };
// Defined without zod for the form's script; the server's code and the tests import them here.
export { ENQUIRY_LIMITS, MIN_FILL_MS } from './fields';
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const trimmed = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

const nameSchema = (max: number) =>
  z
    .string({ error: 'required' })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

/**
 * An enquiry as the form and `POST /api/enquiries` take it. `website` is the honeypot (a field
 * people never see) and `start` when the form was shown, signed by the server
 * (lib/server/enquiry-start.ts): both are for the spam check, which answers a bot exactly as
 * anyone else.
 */
export const enquirySchema = z.strictObject({
  dogId: z
    .int({ error: 'invalidId' })
    .positive({ error: 'invalidId' })
    .max(MAX_ID, { error: 'invalidId' })
    .nullable()
    .optional(),
  name: nameSchema(ENQUIRY_LIMITS.name),
  email: emailSchema,
  // An empty field is no phone number.
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'invalidPhone' })
      .trim()
      .max(ENQUIRY_LIMITS.phone, { error: 'tooLong' })
      .regex(PHONE_PATTERN, { error: 'invalidPhone' })
      // Stored in international form: a number without its country code is read as Hungarian.
      .transform(toInternationalPhone('HU', 'invalidPhone'))
      .optional(),
  ),
  message: trimmed(ENQUIRY_LIMITS.message),
  locale: z.enum(routing.locales, { error: 'invalidLocale' }),
  consent: z.literal(true, { error: 'consentRequired' }),
  website: z.string({ error: 'invalidValue' }).max(200, { error: 'tooLong' }).optional(),
  start: z.string({ error: 'invalidValue' }).max(100, { error: 'invalidValue' }).optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'invalidStatus' });

export const enquiryListQuery = z.strictObject({ status: enquiryStatusSchema.optional() });

export const enquiryPatchSchema = z.strictObject({
  status: enquiryStatusSchema,
  /** The version this change was based on (lib/validation/version.ts); a browser must send it. */
  version: recordVersion.optional(),
});

/**
 * A form post without JavaScript sends text: the same fields, read into the JSON body's types
 * (an unchecked box is absent, so `consent` is false), then checked by `enquirySchema`.
 */
export function enquiryFromForm(form: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => form.get(name) ?? undefined;
  const number = (name: string) => {
    const value = form.get(name)?.trim();
    return value ? (/^\d{1,16}$/.test(value) ? Number(value) : value) : undefined;
  };
  const body: Record<string, unknown> = {
    dogId: number('dogId'),
    name: text('name'),
    email: text('email'),
    phone: text('phone') || undefined,
    message: text('message'),
    locale: text('locale'),
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    website: text('website'),
    start: text('start'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
