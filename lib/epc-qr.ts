import { compactIban } from './iban';
import { isCompactIban, isCreditorReference } from './iban-rules.mjs';

/*
 * The EPC QR code's text (the European Payments Council's "Quick Response Code: Guidelines to
 * Enable Data Capture for the Initiation of a SEPA Credit Transfer", EPC069-12, version 002 of
 * its data: in Germany the "GiroCode"): a banking app scanning it fills in a SEPA credit transfer.
 * Its elements, one a line (LF), in this order:
 *
 *   1  service tag         BCD
 *   2  version             002 (the BIC may be left out within the EEA)
 *   3  character set       1 (UTF-8)
 *   4  identification      SCT
 *   5  BIC                 8 or 11 characters, or empty
 *   6  beneficiary's name  1–70 characters
 *   7  beneficiary's IBAN  (ISO 13616)
 *   8  amount              EUR, then 0.01–999999999.99 with a dot and at most two decimals; or empty
 *   9  purpose             up to 4 letters or digits (ISO 20022 purpose code); or empty
 *  10  structured remittance     an ISO 11649 creditor reference (RF…), up to 35 characters
 *  11  unstructured remittance   up to 140 characters (never both 10 and 11)
 *  12  beneficiary to originator information, up to 70 characters, shown to the payer only
 *
 * Empty elements at the end are left out, and the whole text takes at most 331 bytes (the QR
 * code's version 13 at error correction level M, which the guidelines fix).
 */

export const EPC_MAX_BYTES = 331;
export const EPC_MAX_AMOUNT = 999_999_999.99;
const MAX_CENTS = 99_999_999_999;

export interface EpcTransfer {
  /** The beneficiary's name (the account holder's, as the bank knows it). */
  name: string;
  /** The beneficiary's IBAN, spaced or not. */
  iban: string;
  bic?: string | null;
  /** The amount, in `currency`; left for the payer to type when absent. */
  amount?: number | null;
  /** ISO 4217: the code is for euros only. */
  currency: string;
  purpose?: string | null;
  /** An ISO 11649 creditor reference (`RF…`), or … */
  creditorReference?: string | null;
  /** … a free text for the beneficiary's statement, not both. */
  remittanceText?: string | null;
  /** A note shown to the payer, not sent with the payment. */
  information?: string | null;
}

/** Why no code can carry the transfer. */
export type EpcQrError =
  | { code: 'currency'; currency: string }
  | { code: 'iban' }
  | { code: 'bic' }
  | { code: 'name' }
  | { code: 'amount' }
  | { code: 'purpose' }
  | { code: 'creditorReference' }
  | { code: 'remittanceText' }
  | { code: 'referenceAndText' }
  | { code: 'information' }
  | { code: 'tooLong'; bytes: number };

export type EpcQrResult = { ok: true; payload: string } | { ok: false; error: EpcQrError };

/** Characters as people count them (and as the guidelines' lengths do): code points. */
const length = (value: string) => [...value].length;

const bytes = (value: string) => new TextEncoder().encode(value).length;

/** A field's text, or '' when it is not given; null when it would break the lines apart. */
function field(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').trim();
  if (/[\r\n]/.test(text) || length(text) > max) return null;
  return text;
}

/** The amount's element: `EUR12.5`, `EUR1`; null when it is not a number of cents in range. */
function amountElement(amount: number): string | null {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) return null;
  if (cents < 1 || cents > MAX_CENTS) return null;
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return `EUR${whole}`;
  return `EUR${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** The EPC QR code's text for `transfer`, or why there can be none. */
export function epcQrPayload(transfer: EpcTransfer): EpcQrResult {
  const fail = (error: EpcQrError): EpcQrResult => ({ ok: false, error });
  if (transfer.currency.trim().toUpperCase() !== 'EUR') {
    return fail({ code: 'currency', currency: transfer.currency });
  }
  const iban = compactIban(transfer.iban);
  if (!isCompactIban(iban)) return fail({ code: 'iban' });
  const bic = (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return fail({ code: 'bic' });
  const name = field(transfer.name, 70);
  if (!name) return fail({ code: 'name' });
  let amount = '';
  if (transfer.amount !== null && transfer.amount !== undefined) {
    const element = amountElement(transfer.amount);
    if (!element) return fail({ code: 'amount' });
    amount = element;
  }
  const purpose = (transfer.purpose ?? '').trim().toUpperCase();
  if (purpose && !/^[A-Z0-9]{1,4}$/.test(purpose)) return fail({ code: 'purpose' });
  const reference = (transfer.creditorReference ?? '').replace(/\s+/g, '').toUpperCase();
  if (reference && !isCreditorReference(reference)) return fail({ code: 'creditorReference' });
  const text = field(transfer.remittanceText, 140);
  if (text === null) return fail({ code: 'remittanceText' });
  if (reference && text) return fail({ code: 'referenceAndText' });
  const information = field(transfer.information, 70);
  if (information === null) return fail({ code: 'information' });

  const elements = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    amount,
    purpose,
    reference,
    text,
    information,
  ];
  while (elements.at(-1) === '') elements.pop();
  const payload = elements.join('\n');
  const size = bytes(payload);
  if (size > EPC_MAX_BYTES) return fail({ code: 'tooLong', bytes: size });
  return { ok: true, payload };
}
