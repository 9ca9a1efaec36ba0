import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { routing } from '@/i18n/routing';
import { COUNTRY_CODES } from '@/lib/countries';
import { APPLICATION_STATUSES, QUESTION_KINDS } from '@/lib/selling';
import { z } from '@/lib/validation/zod';
import {
  ANY,
  APPLICATION_FIELDS,
  APPLICATION_GROUPS,
  APPLICATION_LIMITS,
  MAX_CHOICES,
  MAX_QUESTIONS,
  PREFERRED_COLORS,
  PREFERRED_SEXES,
  QUESTION_LABEL_MAX,
} from './fields';
import { emailSchema, MAX_ID } from '@/lib/validation/common';
import { oneLine } from '@/lib/validation/patterns';
import { PHONE_PATTERN } from '@/lib/validation/phone-input';
import { recordVersion } from '@/lib/validation/version';

export * from './fields';

const text = (max: number, { required }: { required: boolean }) =>
  required
    ? z
        .string({ error: 'required' })
        .trim()
        .min(1, { error: 'required' })
        .max(max, { error: 'tooLong' })
    : z.string({ error: 'invalidValue' }).trim().max(max, { error: 'tooLong' }).default('');

/** A litter as the form names it: "any", or an open litter's id or slug. */
const litterChoice = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^[a-z0-9-]{1,80}$/, { error: 'litterNotOpen' });

/** The phone in international form, read with the applicant's country when it has no code. */
function internationalIn(phone: string, country: string): string | null {
  if (!PHONE_PATTERN.test(phone)) return null;
  const number = parsePhoneNumberFromString(phone, country as CountryCode);
  return number?.isValid() && !number.ext ? number.formatInternational() : null;
}

const phoneField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(APPLICATION_LIMITS.phone, { error: 'tooLong' });
const countryField = z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'invalidCountry' });
/** The two fields the phone's check needs: it runs once both are there, whatever else fails. */
const phoneWithCountry = z.object({ phone: phoneField, country: countryField });

/**
 * An application as the /apply form and `POST /api/applications` take it. `answers` holds the
 * breeder's own questions by field (`q{id}`); which are asked and required is the database's, so
 * the service checks them. `website` is the honeypot and `start` the signed fill time, as on the
 * enquiry form.
 */
export const applicationSchema = z
  .strictObject({
    name: z
      .string({ error: 'required' })
      .overwrite(oneLine)
      .trim()
      .min(1, { error: 'required' })
      .max(APPLICATION_LIMITS.name, { error: 'tooLong' }),
    email: emailSchema,
    phone: phoneField,
    country: countryField,
    city: text(APPLICATION_LIMITS.city, { required: true }).overwrite(oneLine),
    household: text(APPLICATION_LIMITS.household, { required: true }),
    experience: text(APPLICATION_LIMITS.experience, { required: true }),
    preferredSex: z.enum(PREFERRED_SEXES, { error: 'invalidValue' }).default(ANY),
    preferredColor: z.enum(PREFERRED_COLORS, { error: 'invalidValue' }).default(ANY),
    litter: litterChoice.default(ANY),
    timing: text(APPLICATION_LIMITS.timing, { required: true }),
    message: text(APPLICATION_LIMITS.message, { required: false }),
    answers: z
      .record(
        z.string().regex(/^q[1-9]\d{0,9}$/, { error: 'unknownField' }),
        z.string({ error: 'invalidValue' }).trim().max(APPLICATION_LIMITS.answer, {
          error: 'tooLong',
        }),
      )
      .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS, {
        error: 'invalidValue',
      })
      .default({}),
    locale: z.enum(routing.locales, { error: 'invalidLocale' }),
    consent: z.literal(true, { error: 'applicationConsent' }),
    website: z.string({ error: 'invalidValue' }).max(200, { error: 'tooLong' }).optional(),
    start: z.string({ error: 'invalidValue' }).max(100, { error: 'invalidValue' }).optional(),
  })
  .refine((input) => internationalIn(input.phone, input.country) !== null, {
    error: 'invalidPhone',
    path: ['phone'],
    when: ({ value }) => phoneWithCountry.safeParse(value).success,
  })
  // Stored in international form, read with the applicant's country when it has no code.
  .transform((input) => ({ ...input, phone: internationalIn(input.phone, input.country)! }));

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

/**
 * The form's text fields, in the form's order, and the hidden ones; `consent` is a checkbox and
 * the breeder's questions are `q{id}`.
 */
const FORM_TEXT_FIELDS = [
  ...APPLICATION_FIELDS.filter((field) => field !== 'consent'),
  'locale',
  'website',
  'start',
] as const;

/** A form post without JavaScript, read into the JSON body's shape. */
export function applicationFromForm(form: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of FORM_TEXT_FIELDS) {
    const value = form.get(name);
    if (value !== null) body[name] = value;
  }
  const answers: Record<string, string> = {};
  for (const [name, value] of form) if (/^q[1-9]\d{0,9}$/.test(name)) answers[name] = value;
  body.answers = answers;
  body.consent = form.get('consent') === 'on' || form.get('consent') === 'true';
  return body;
}

export const applicationListQuery = z.strictObject({
  status: z.enum(APPLICATION_GROUPS, { error: 'invalidStatus' }).optional(),
  /** A litter's id, or "any": the applications for any litter. */
  litter: z
    .union([z.literal(ANY), z.coerce.number().int().positive().max(MAX_ID)], {
      error: 'invalidValue',
    })
    .optional(),
  sex: z.enum(PREFERRED_SEXES, { error: 'invalidValue' }).optional(),
  color: z.enum(PREFERRED_COLORS, { error: 'invalidValue' }).optional(),
  page: z.coerce.number({ error: 'invalidValue' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: 'invalidLimit' }).int().min(1).max(100).default(20),
});

export const decisionSchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: 'invalidValue' }),
  /** The mail to the applicant; the translated default when left out. */
  message: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'required' })
    .max(APPLICATION_LIMITS.message, { error: 'tooLong' })
    .optional(),
  version: recordVersion.optional(),
});

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

const label = z.string({ error: 'invalidValue' }).trim().max(QUESTION_LABEL_MAX, {
  error: 'tooLong',
});
const translated = z.strictObject({
  en: label.min(1, { error: 'required' }),
  hu: label.default(''),
  de: label.default(''),
});

/** One of the breeder's questions: its kind, its label per language, its choices, required. */
export const questionSchema = z
  .strictObject({
    kind: z.enum(QUESTION_KINDS, { error: 'invalidValue' }),
    label: translated,
    choices: z.array(translated, { error: 'invalidValue' }).max(MAX_CHOICES).default([]),
    required: z.boolean({ error: 'invalidBoolean' }).default(false),
    enabled: z.boolean({ error: 'invalidBoolean' }).default(true),
  })
  .refine((q) => q.kind !== 'choice' || q.choices.length >= 2, {
    error: 'choicesRequired',
    path: ['choices'],
  });

export const questionPatchSchema = z
  .strictObject({
    kind: z.enum(QUESTION_KINDS, { error: 'invalidValue' }).optional(),
    label: translated.optional(),
    choices: z.array(translated, { error: 'invalidValue' }).max(MAX_CHOICES).optional(),
    required: z.boolean({ error: 'invalidBoolean' }).optional(),
    enabled: z.boolean({ error: 'invalidBoolean' }).optional(),
    version: recordVersion.optional(),
  })
  .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), {
    error: 'emptyPatch',
  });

export type QuestionInput = z.output<typeof questionSchema>;
export type QuestionPatch = z.output<typeof questionPatchSchema>;

export const questionDeleteQuery = z.strictObject({
  version: z
    .string({ error: 'invalidVersion' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'invalidVersion' })
    .transform(Number)
    .optional(),
});

export const questionLocaleQuery = z.strictObject({
  locale: z.enum(routing.locales, { error: 'invalidLocale' }).default('en'),
});
