/*
 * What each country's law asks the legal notice to give, for the countries the kennel sells to
 * (docs/legal-notice.md names the laws). Plain data and functions: the public notice asks whether
 * it is complete, the admin's facts screen what is still empty, country by country.
 */
import type { LegalField } from '@/lib/validation/form-limits';

export const NOTICE_COUNTRIES = ['HU', 'AT', 'DE'] as const;
export type NoticeCountry = (typeof NOTICE_COUNTRIES)[number];

/** One item of the notice: a legal-notice field, or the e-mail of the contact details. */
export type NoticeItem = LegalField | 'email';
export type NoticeFacts = Record<NoticeItem, string | null>;

interface NoticeLaw {
  /** What the notice must give. */
  required: readonly NoticeItem[];
  /** What it gives only where there is one (a VAT ID, a register entry): never "missing". */
  ifAny: readonly NoticeItem[];
}

/** Each list in the notice's own order, as the admin screen names what is missing. */
export const NOTICE_REQUIREMENTS: Record<NoticeCountry, NoticeLaw> = {
  // Elker. tv. 4. §: name, address, e-mail, register entry, tax number, and the host's name,
  // address and e-mail.
  HU: {
    required: [
      'businessName',
      'address',
      'email',
      'registrationNumber',
      'registrationAuthority',
      'taxNumber',
      'hostingName',
      'hostingAddress',
      'hostingEmail',
    ],
    ifAny: ['vatId', 'premisesRegistration'],
  },
  // ECG § 5 (name, address, e-mail, register entry, UID if any), MedienG § 25 (the business
  // purpose) and UGB § 14 (the legal form).
  AT: {
    required: ['businessName', 'legalForm', 'address', 'email', 'businessPurpose'],
    ifAny: ['registrationNumber', 'registrationAuthority', 'vatId'],
  },
  // DDG § 5: name, address, e-mail, legal form and representative, register entry, USt-IdNr.
  DE: {
    required: ['businessName', 'legalForm', 'representative', 'address', 'email'],
    ifAny: ['registrationNumber', 'registrationAuthority', 'vatId'],
  },
};

const empty = (facts: NoticeFacts) => (item: NoticeItem) => !facts[item]?.trim();

/** The items `country`'s law requires that are still empty. */
export function missingNoticeItems(facts: NoticeFacts, country: NoticeCountry): NoticeItem[] {
  return NOTICE_REQUIREMENTS[country].required.filter(empty(facts));
}

/** The empty items `country`'s law asks for only if there is one. */
export function emptyIfAnyItems(facts: NoticeFacts, country: NoticeCountry): NoticeItem[] {
  return NOTICE_REQUIREMENTS[country].ifAny.filter(empty(facts));
}

/** Whether the notice gives everything each country's law requires. */
export function noticeComplete(
  facts: NoticeFacts,
  countries: readonly NoticeCountry[] = NOTICE_COUNTRIES,
): boolean {
  return countries.every((country) => missingNoticeItems(facts, country).length === 0);
}
