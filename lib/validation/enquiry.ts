import { routing } from '@/i18n/routing';
import { ENQUIRY_STATUSES } from '@/lib/enquiry-status';
import { z } from '@/lib/validation/zod';
import { emailSchema, MAX_ID } from './common';
import { PHONE_PATTERN } from './site-info';

export { ENQUIRY_STATUSES };
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_LIMITS = { name: 100, phone: 40, message: 4000 } as const;

/**
 * PHONE_PATTERN as the phone field's `pattern` attribute, which the browser anchors itself: a form
 * sent without JavaScript is checked before it leaves, so what was typed stays on the page.
 * Spaces around the number pass, as the schema trims them.
 */
export const PHONE_INPUT_PATTERN = `\\s*${PHONE_PATTERN.source.replace(/^\^|\$$/g, '')}\\s*`;

/** Less time than this between showing the form and sending it is a bot's (lib/server/enquiries). */
export const MIN_FILL_MS = 3000;

/**
 * The `startedAt` a page renders into its form, for a visitor who sends it before the script runs
 * (or without JavaScript): the moment the page was made, which is never later than when it was
 * shown. The script replaces it with the moment the form could first be typed in.
 */
export const formIssuedAt = (): number => Date.now();

const trimmed = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

/**
 * An enquiry as the form and `POST /api/enquiries` take it. `website` is the honeypot (a field
 * people never see) and `startedAt` when the form was shown (ms since the epoch): both are for
 * the spam check, which answers a bot exactly as anyone else.
 */
export const enquirySchema = z.strictObject({
  dogId: z
    .int({ error: 'invalidId' })
    .positive({ error: 'invalidId' })
    .max(MAX_ID, { error: 'invalidId' })
    .nullable()
    .optional(),
  name: trimmed(ENQUIRY_LIMITS.name),
  email: emailSchema,
  // An empty field is no phone number.
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'invalidPhone' })
      .trim()
      .max(ENQUIRY_LIMITS.phone, { error: 'tooLong' })
      .regex(PHONE_PATTERN, { error: 'invalidPhone' })
      .optional(),
  ),
  message: trimmed(ENQUIRY_LIMITS.message),
  locale: z.enum(routing.locales, { error: 'invalidLocale' }),
  consent: z.literal(true, { error: 'consentRequired' }),
  website: z.string({ error: 'invalidValue' }).max(200, { error: 'tooLong' }).optional(),
  startedAt: z.int({ error: 'invalidValue' }).nonnegative({ error: 'invalidValue' }).optional(),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: 'invalidStatus' });

export const enquiryListQuery = z.strictObject({ status: enquiryStatusSchema.optional() });

export const enquiryPatchSchema = z.strictObject({ status: enquiryStatusSchema });

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
    startedAt: number('startedAt'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}
