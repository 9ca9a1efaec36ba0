/**
 * Limits and choices the admin's forms show (counters, lists), without zod: browser code imports
 * them from here, as a module that defines a schema would bring zod's whole script into the
 * screen's first load. The schemas import them too, so both always agree.
 */

import { LOCALE_CODES } from '@/i18n/locale-codes.mjs';

/** The text of a post in one language, as the editor's counter counts it. */
export const MAX_NEWS_TEXT = 20_000;
export const MAX_NEWS_TITLE = 150;
/** Most photos a post holds. */
export const MAX_PHOTOS_PER_POST = 10;

export const MAX_FAQ_QUESTION = 300;
export const MAX_FAQ_ANSWER = 5000;

/** The longest contract template (what the editor's counter counts). */
export const CONTRACT_MAX_LENGTH = 30_000;

/** Currencies a deposit may be asked in. */
export const DEPOSIT_CURRENCIES = ['EUR', 'HUF', 'CHF', 'GBP', 'USD'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** The currencies a fee may be asked in: the deposits'. */
export const FEE_CURRENCIES = DEPOSIT_CURRENCIES;
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

/** The languages a fact's text is kept in: the site's. */
export const FACT_LOCALES = LOCALE_CODES;
export type FactLocale = (typeof FACT_LOCALES)[number];

/** The legal-notice fields (Elker. tv. 4. §, DDG § 5, ECG § 5 / MedienG § 25), in page order. */
export const LEGAL_FIELDS = [
  'businessName',
  'legalForm',
  'representative',
  'address',
  'registrationNumber',
  'registrationAuthority',
  'taxNumber',
  'vatId',
  'felirId',
  'premisesRegistration',
  'kennelRegistration',
  'businessPurpose',
  'hostingName',
  'hostingAddress',
  'hostingEmail',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** More puppies than any litter has; keeps typing slips (a 40 for a 4) out. */
export const MAX_PUPPIES = 20;

/** The longest reason the breeder gives for a puppy going home early. */
export const MAX_EARLY_REASON = 500;
