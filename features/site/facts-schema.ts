import { z } from '@/lib/validation/zod';
import { DEPOSIT_KINDS } from '@/lib/deposit/rules';
import { blankToNull } from '@/lib/validation/common';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/patterns';
import { readTaxNumber, readVatId } from '@/lib/validation/tax-ids';
import { infoVersion } from '@/lib/validation/version';
import { FEE_CURRENCIES } from '@/lib/validation/form-limits';

export {
  FACT_LOCALES,
  FEE_CURRENCIES,
  LEGAL_FIELDS,
  type FactLocale,
  type FeeCurrency,
  type LegalField,
} from '@/lib/validation/form-limits';

/** One line of text: runs of white space (line breaks included) become one space. */
const line = (max: number) =>
  blankToNull(
    z
      .string({ error: 'invalidValue' })
      .transform((text) => text.replace(/\s+/g, ' '))
      .pipe(z.string().max(max, { error: 'tooLong' })),
  ).optional();

/** Several lines (a postal address): each trimmed, empty ones dropped. */
const lines = (max: number) =>
  blankToNull(
    z
      .string({ error: 'invalidValue' })
      .transform((text) =>
        text
          .split(/\r?\n|\r/)
          .map((part) => part.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n'),
      )
      .pipe(z.string().max(max, { error: 'tooLong' })),
  ).optional();

/** Letters, digits and the separators registries print (`01-09-123456`, `DE 123/456/78901`). */
const code = (max: number, error: string) =>
  blankToNull(
    z
      .string({ error })
      .max(max, { error: 'tooLong' })
      .regex(/^[\p{L}\d][\p{L}\d .\-/]*$/u, { error }),
  ).optional();

/** The tax number, checked by its country's rules (tax-ids.ts) and stored as it is printed. */
const taxNumber = blankToNull(
  z
    .string({ error: 'invalidTaxNumber' })
    .max(30, { error: 'tooLong' })
    .transform((value, ctx) => {
      const read = readTaxNumber(value);
      if ('value' in read) return read.value;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }),
).optional();

/** A VAT ID (HU, AT or DE), by its country's shape and check digit, stored compact. */
const vatId = blankToNull(
  z
    .string({ error: 'invalidVatId' })
    .max(30, { error: 'tooLong' })
    .transform((value, ctx) => {
      const read = readVatId(value);
      if ('value' in read) return read.value;
      ctx.addIssue({ code: 'custom', message: read.problem });
      return z.NEVER;
    }),
)
  .optional()
  .meta({
    description:
      'HU + 8 digits, ATU + 8 or DE + 9, with its check digit (invalidVatId, taxIdCheckDigit); stored compact',
  });

/** The host's e-mail address, as the Hungarian notice must give it. */
const email = blankToNull(
  z
    .string({ error: 'invalidEmail' })
    .max(EMAIL_MAX_LENGTH, { error: 'tooLong' })
    .pipe(z.email({ error: 'invalidEmail' })),
).optional();

/**
 * A list edited as lines of a text area (or sent as an array): blank lines dropped; an empty
 * list is null, the default. Errors name the list, which is what the form shows.
 */
export const lineList = (maxItems: number, maxLength: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(/\r?\n|\r/) : value),
      z
        .array(z.string({ error: 'invalidValue' }), { error: 'invalidValue' })
        .max(200, { error: 'tooManyItems' })
        .transform((items) => items.map((item) => item.replace(/\s+/g, ' ').trim()).filter(Boolean))
        .refine((items) => items.length <= maxItems, { error: 'tooManyItems' })
        .refine((items) => items.every((item) => item.length <= maxLength), { error: 'tooLong' })
        .transform((items) => (items.length ? items : null)),
    )
    .nullable()
    .optional();

/** A whole number from a form's text or from JSON. */
const wholeNumber = (error: string, min: number, max: () => number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
    },
    z
      .int({ error })
      .min(min, { error })
      .refine((n) => n <= max(), { error })
      .nullable()
      .optional(),
  );

export const PRICE_ITEMS_MAX = 12;
export const PRICE_ITEM_LENGTH = 120;
export const AIRLINES_MAX = 10;

/**
 * The facts and the legal notice, as `PUT /api/facts` takes them: PUT semantics, a field left out
 * is its default (facts) or absent from the page (legal notice).
 */
export const siteFactsSchema = z.strictObject({
  kennelName: line(100),
  foundingYear: wholeNumber('invalidYear', 1900, () => new Date().getFullYear()),
  priceIncludes: z
    .strictObject({
      en: lineList(PRICE_ITEMS_MAX, PRICE_ITEM_LENGTH),
      hu: lineList(PRICE_ITEMS_MAX, PRICE_ITEM_LENGTH),
      de: lineList(PRICE_ITEMS_MAX, PRICE_ITEM_LENGTH),
    })
    .nullable()
    .optional(),
  pedigreeFee: wholeNumber('invalidFee', 0, () => 100_000),
  pedigreeCurrency: blankToNull(z.enum(FEE_CURRENCIES, { error: 'invalidCurrency' })).optional(),
  airlines: lineList(AIRLINES_MAX, 60),
  /** What the deposit is (lib/deposit/rules.ts): an advance unless the breeder chooses earnest. */
  depositKind: blankToNull(z.enum(DEPOSIT_KINDS, { error: 'invalidValue' })).optional(),
  businessName: line(200),
  legalForm: line(100),
  representative: line(200),
  address: lines(300),
  registrationNumber: code(60, 'invalidRegistrationNumber'),
  registrationAuthority: line(200),
  taxNumber,
  vatId,
  felirId: code(30, 'invalidFelirId'),
  premisesRegistration: line(200),
  kennelRegistration: line(100),
  businessPurpose: lines(500),
  hostingName: line(200),
  hostingAddress: lines(300),
  hostingEmail: email,
  /** The version this save was based on (0 before the first save); a browser must send it. */
  version: infoVersion.optional(),
});

export type SiteFactsInput = z.infer<typeof siteFactsSchema>;

const nullableText = z.string().nullable();

/** What `GET /api/facts` answers: every fact with its default filled in, and the legal notice. */
export const siteFactsResponse = z.object({
  kennelName: z.string(),
  foundingYear: z.int(),
  priceIncludes: z.object({
    en: z.array(z.string()),
    hu: z.array(z.string()),
    de: z.array(z.string()),
  }),
  pedigreeFee: z.int(),
  pedigreeCurrency: z.string(),
  airlines: z.array(z.string()),
  depositKind: z.enum(DEPOSIT_KINDS),
  businessName: nullableText,
  legalForm: nullableText,
  representative: nullableText,
  address: nullableText,
  registrationNumber: nullableText,
  registrationAuthority: nullableText,
  taxNumber: nullableText,
  vatId: nullableText,
  felirId: nullableText,
  premisesRegistration: nullableText,
  kennelRegistration: nullableText,
  businessPurpose: nullableText,
  hostingName: nullableText,
  hostingAddress: nullableText,
  hostingEmail: nullableText,
  /** The contact info's (`PUT /api/info`), for the legal notice and text placeholders. */
  email: nullableText,
  phone: nullableText,
  /** Bumped by every save; 0 before the first. */
  version: z.int(),
});

export type SiteFacts = z.infer<typeof siteFactsResponse>;
