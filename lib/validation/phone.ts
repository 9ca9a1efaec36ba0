import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from '@/lib/validation/zod';
import { PHONE_PATTERN } from './phone-input';

/**
 * Where a number written without its country code is from: Hungary's national prefix 06 (as in
 * "06 30 123 4567") or Austria's 0 ("0660 123 4567") is then converted.
 */
export type PhoneCountry = 'HU' | 'AT';

/**
 * The number in international form ("+36 30 123 4567"), as the site stores it, so that `tel:` and
 * WhatsApp links work from any country; null when it is not a number that can be dialled.
 * Server and admin only: the metadata (libphonenumber-js's smallest) would weigh on a public page.
 */
export function internationalPhone(text: string, country: PhoneCountry): string | null {
  if (!PHONE_PATTERN.test(text.trim())) return null;
  const number = parsePhoneNumberFromString(text, country);
  return number?.isValid() && !number.ext ? number.formatInternational() : null;
}

/** A zod step that stores the number in international form, or refuses it with `error`. */
export const toInternationalPhone =
  (country: PhoneCountry, error: string) => (text: string, ctx: z.RefinementCtx) =>
    internationalPhone(text, country) ??
    (ctx.addIssue({ code: 'custom', message: error, input: text }), z.NEVER);

/** A stored number as the site shows it: one saved before numbers were converted is converted now. */
export const readPhone = (stored: string | null, country: PhoneCountry): string | null =>
  stored && (internationalPhone(stored, country) ?? stored);
