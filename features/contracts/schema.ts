import { z } from '@/lib/validation/zod';
import type { RichDoc } from '@/lib/rich-text/doc';
import { oneLine } from '@/lib/validation/patterns';
import { CONTRACT_MAX_LENGTH } from '@/lib/validation/form-limits';
import { DEPOSIT_CURRENCIES } from '@/features/waiting-list/schema';
import { richTextSchema } from '@/lib/validation/rich-text';
import { infoVersion } from '@/lib/validation/version';

/*
 * The contract's requests, shared by the admin screens, the buyer's form and the
 * route handlers, and the shapes the API answers with.
 */

export { CONTRACT_MAX_LENGTH };

/** `PUT /api/admin/contract-templates/{locale}`: the template as the editor holds it. */
export const contractTemplateSchema = (fromHtml?: (html: string) => RichDoc) =>
  z.strictObject({
    doc: richTextSchema(CONTRACT_MAX_LENGTH, fromHtml),
    /** The template's version as the screen read it (0: the built-in one). */
    version: infoVersion.optional(),
  });

/** What the breeder enters when preparing a contract (nothing else stores it). */
export const contractTermsSchema = z.strictObject({
  /** Whole units of `currency`; the puppy's listed price (EUR) when left out. */
  price: z
    .int({ error: 'invalidAmount' })
    .positive({ error: 'invalidAmount' })
    .max(100_000_000, { error: 'invalidAmount' })
    .nullable()
    .optional(),
  currency: z.enum(DEPOSIT_CURRENCIES, { error: 'invalidCurrency' }).optional(),
  breedingRights: z.boolean({ error: 'invalidValue' }).nullable().optional(),
  /** The buyer's street, postal code and town (lines); kept with the application when sent. */
  buyerAddress: z
    .string({ error: 'invalidValue' })
    .transform((text) =>
      text
        .split(/\r?\n|\r/)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .pipe(z.string().max(300, { error: 'tooLong' }))
    .optional(),
  /** The puppy's microchip (ISO 11784: 15 digits); stored on the puppy when the contract is sent. */
  chipNumber: z
    .string({ error: 'invalidChipNumber' })
    .trim()
    .regex(/^\d{15}$/, { error: 'invalidChipNumber' })
    .optional(),
});
export type ContractTerms = z.output<typeof contractTermsSchema>;

/**
 * `POST /api/admin/applications/{id}/contract`: send the filled contract. `version` is the number
 * of the application's latest contract as the screen saw it (0: none); `supersede` must be set
 * to replace a contract the buyer has signed.
 */
export const contractSendSchema = contractTermsSchema.extend({
  version: infoVersion.optional(),
  supersede: z.boolean({ error: 'invalidValue' }).optional(),
});
export type ContractSendInput = z.output<typeof contractSendSchema>;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The buyer's signature: the name typed, the box ticked, and the hash of the text they read. */
export const contractSignSchema = z.strictObject({
  name: z
    .string({ error: 'signatureNameRequired' })
    .overwrite(oneLine)
    .trim()
    .min(2, { error: 'signatureNameRequired' })
    .max(200, { error: 'signatureNameTooLong' }),
  accept: z.literal(true, { error: 'signatureAcceptRequired' }),
  hash: z.string().regex(SHA256_HEX, { error: 'invalidValue' }),
});
export type ContractSignInput = z.output<typeof contractSignSchema>;

/** A contract as the admin screen shows it. */
export interface AdminContractView {
  number: number;
  status: 'open' | 'signed' | 'replaced';
  locale: 'en' | 'hu' | 'de';
  createdAt: string;
  signedName: string | null;
  signedAt: string | null;
  signerIp: string | null;
  textHash: string;
  /** A short-lived link to the signed PDF. */
  pdfUrl: string | null;
  /** The terms of sale's edition the contract refers to. */
  termsVersion: number | null;
  countersignedName: string | null;
  countersignedAt: string | null;
  /** The buyer's withdrawal, with the refund's deadline; null while none is recorded. */
  withdrawal: {
    withdrawnAt: string;
    periodEndsAt: string | null;
    late: boolean;
    refundDueAt: string;
    deposit: { amount: number; currency: string } | null;
  } | null;
}

/** The contract screen's state for one application: the latest contract, if any. */
export interface ApplicationContractState {
  applicationId: number;
  /** The latest contract's number (0: none): what a send must name. */
  version: number;
  contract: AdminContractView | null;
}

/** A filled contract before it is sent: the text and the placeholders without a value. */
export interface ContractPreview {
  doc: RichDoc;
  missing: string[];
  locale: 'en' | 'hu' | 'de';
}

/** `POST /api/my/{token}/contract/withdrawal`: the contract's number as shown, and the box ticked. */
export const contractWithdrawalSchema = z.strictObject({
  number: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .positive({ error: 'invalidValue' }),
  confirm: z.literal(true, { error: 'withdrawalConfirmRequired' }),
});

/** `POST /api/admin/applications/{id}/contract/countersign`: the contract's number as seen. */
export const contractCountersignSchema = z.strictObject({
  version: infoVersion.optional(),
});
