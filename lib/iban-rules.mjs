// @ts-check
// The IBAN's own check (ISO 13616): two letters of the country, two check digits, then the
// country's account number (BBAN), the whole being 1 modulo 97 once its first four characters go
// to the end and its letters become numbers (A = 10 … Z = 35). Plain JavaScript: the start-up
// check (lib/server/deployment.mjs) refuses a mistyped BANK_IBAN before Next loads.

/**
 * The IBAN's length in the countries of the SEPA scheme (the IBAN registry that SWIFT keeps for
 * ISO 13616). Another country's IBAN is held to the standard's frame alone: 15 to 34 characters.
 * @type {Readonly<Record<string, number>>}
 */
export const IBAN_LENGTHS = Object.freeze({
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
});

/**
 * The remainder modulo 97 of a string of digits and capital letters, its letters read as 10 … 35
 * (ISO 7064 MOD 97-10, the check of ISO 13616 and of ISO 11649's creditor references). Digit by
 * digit, so no number grows past what a double holds exactly.
 * @param {string} value
 */
export function mod97(value) {
  let rest = 0;
  for (const char of value) {
    const code = char.charCodeAt(0);
    const number = code >= 65 ? code - 55 : code - 48;
    rest = number >= 10 ? (rest * 100 + number) % 97 : (rest * 10 + number) % 97;
  }
  return rest;
}

/**
 * Whether `value` (already compact: no spaces, capitals) is an IBAN by ISO 13616: its frame, its
 * country's length where the scheme knows it, and its check digits.
 * @param {string} value
 */
export function isCompactIban(value) {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const length = IBAN_LENGTHS[value.slice(0, 2)];
  if (length !== undefined && value.length !== length) return false;
  return mod97(value.slice(4) + value.slice(0, 4)) === 1;
}

/**
 * Whether `value` is an ISO 11649 creditor reference: `RF`, two check digits, then 1 to 21
 * letters or digits, 1 modulo 97 the same way as an IBAN.
 * @param {string} value
 */
export function isCreditorReference(value) {
  if (!/^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(value)) return false;
  return mod97(value.slice(4) + value.slice(0, 4)) === 1;
}
