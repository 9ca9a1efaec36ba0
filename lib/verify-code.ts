// A puppy's verification code: what the kennel prints and the public page and proxy read.

/** Digits a person reads and types without doubt: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const VERIFY_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const VERIFY_CODE_LENGTH = 8;
export const VERIFY_CODE_PATTERN = new RegExp(`^[${VERIFY_ALPHABET}]{${VERIFY_CODE_LENGTH}}$`);

/** A fresh verification code, e.g. `K7QD4MXA` (25⁸ ≈ 150 billion; the column is unique). */
export function newVerifyCode(random: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i += 1)
    code += VERIFY_ALPHABET[random(VERIFY_ALPHABET.length)];
  return code;
}

/** A code as typed or scanned: upper case, spaces and hyphens dropped; null when it is not one. */
export function normalizeVerifyCode(value: string): string | null {
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  return VERIFY_CODE_PATTERN.test(code) ? code : null;
}
