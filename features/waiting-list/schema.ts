import type { AppLocale } from '@/i18n/routing';
import type { ApplicationStatus, OfferStatus } from '@/lib/selling';
import { z } from '@/lib/validation/zod';
import { MAX_ID } from '@/lib/validation/common';
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '@/lib/validation/form-limits';
import { queryVersion, recordVersion } from '@/lib/validation/version';

/*
 * The waiting list's requests, shared by the admin screen and the route handlers, and
 * the shapes the API answers with.
 */

export { DEPOSIT_CURRENCIES, type DepositCurrency };

const id = z
  .int({ error: 'invalidId' })
  .positive({ error: 'invalidId' })
  .max(MAX_ID, { error: 'invalidId' });

/** A calendar day (not 30 February) within this century. */
const isoDate = z.iso
  .date({ error: 'invalidDate' })
  .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', { error: 'invalidDate' });

/** `PATCH /api/admin/applications/{id}/deposit`: what to ask for, and whether it has arrived. */
export const depositSchema = z.strictObject({
  /** Whole units of the currency (no cents: a deposit is a round sum). */
  amount: z
    .int({ error: 'invalidAmount' })
    .positive({ error: 'invalidAmount' })
    .max(100_000_000, { error: 'invalidAmount' }),
  currency: z.enum(DEPOSIT_CURRENCIES, { error: 'invalidCurrency' }).optional(),
  dueAt: isoDate,
  received: z.boolean({ error: 'invalidValue' }).optional(),
  version: recordVersion.optional(),
});
export type DepositInput = z.output<typeof depositSchema>;

/** `POST /api/admin/applications/{id}/move`: the place (1 = first) the entry should take. */
export const moveSchema = z.strictObject({
  position: z
    .int({ error: 'invalidPosition' })
    .positive({ error: 'invalidPosition' })
    .max(100_000, { error: 'invalidPosition' }),
  version: recordVersion.optional(),
});

/** `POST /api/admin/offers`: a puppy for an applicant, open for `hours` (default 72). */
export const offerSchema = z.strictObject({
  applicationId: id,
  dogId: id,
  hours: z
    .int({ error: 'invalidHours' })
    .min(1, { error: 'invalidHours' })
    .max(24 * 14, { error: 'invalidHours' })
    .optional(),
  /** The application's version. */
  version: recordVersion.optional(),
});

/** `?version=N`: the application's version, for withdrawing an offer or re-sending a link. */
export const versionQuery = z.strictObject({
  version: queryVersion.optional(),
});

/** `?litter=` of `GET /api/admin/waiting-list`: a litter's id, or `general` for the general line. */
export const lineQuery = z.strictObject({
  litter: z
    .union([z.literal('general'), z.string().regex(/^[1-9]\d{0,9}$/)], { error: 'invalidId' })
    .optional(),
});

/** The buyer's answer to an offer (`POST /api/my/{token}/offer`), from JSON or a form. */
export const offerAnswerSchema = z.strictObject({
  offerId: id,
  answer: z.enum(['accept', 'pass'], { error: 'invalidValue' }),
});

export interface DepositView {
  amount: number;
  currency: string;
  dueAt: string | null;
  reference: string;
  receivedAt: string | null;
}

export interface OfferView {
  id: number;
  dog: { id: number; name: string; slug: string };
  status: OfferStatus;
  expiresAt: string;
  answeredAt: string | null;
}

/** One applicant in a line, as the breeder sees them. */
export interface WaitingEntryView {
  id: number;
  name: string;
  email: string;
  country: string;
  locale: AppLocale;
  status: ApplicationStatus;
  /** 1 = next in line. */
  place: number;
  passes: number;
  decidedAt: string | null;
  moved: boolean;
  deposit: DepositView | null;
  /** The open offer, if any. */
  offer: OfferView | null;
  /** Earlier offers: passed, lapsed or withdrawn. */
  history: OfferView[];
  version: number;
}

export interface LitterLabel {
  id: number;
  slug: string;
  /** The mother's name. */
  mother: string;
  /** Birth date, else expected date, else mating date (YYYY-MM-DD), or null. */
  date: string | null;
  born: boolean;
}

export interface WaitingLineView {
  /** Null: the general line (applicants who want any litter). */
  litter: LitterLabel | null;
  entries: WaitingEntryView[];
}

/** A puppy the breeder may offer: available and not promised to anyone. */
export interface OfferablePuppy {
  id: number;
  name: string;
  litterId: number | null;
}

export interface WaitingListView {
  lines: WaitingLineView[];
  puppies: OfferablePuppy[];
  defaultCurrency: string;
  defaultHours: number;
}
