/**
 * Text rules that schemas check and that a public page's script checks too, kept free of zod:
 * importing zod would weigh on the page's script budget (see features/enquiries/fields.ts).
 */

/**
 * What may be a phone number: "+" and digits, with spaces, brackets, dots, slashes or dashes as
 * people write them ("06-30/123-4567"). The server then stores it in international form
 * (lib/validation/phone.ts). Escaped for the `pattern` attribute, which browsers read with `v`.
 */
export const PHONE_PATTERN = /^\+?[\d\(][\d \(\)\.\/\-]{5,24}$/;

/** zod's own default e-mail pattern (`z.regexes.email`), given to `z.email` by `emailSchema`. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/** A news post's own address: lower-case words, not only digits (those are page numbers). */
export const NEWS_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Less time than this between showing a public form and sending it is a bot's. */
export const MIN_FILL_MS = 3000;
