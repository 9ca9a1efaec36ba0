import { z } from '@/lib/validation/zod';
import { blankToNull } from '@/lib/validation/common';
import { toInternationalPhone, type PhoneCountry } from '@/lib/validation/phone';
import { infoVersion } from '@/lib/validation/version';

const httpsUrl = z
  .string()
  .max(500, { error: 'tooLong' })
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'invalidUrl' }));

/**
 * A phone number of the kennel, stored in international form: written the Hungarian (06…) or,
 * for `phoneAt`, the Austrian way (0…), it is converted; one that cannot be dialled is refused.
 */
const phone = (country: PhoneCountry, error: string) =>
  blankToNull(
    z.string().max(40, { error: 'tooLong' }).transform(toInternationalPhone(country, error)),
  );

/** SPEC §5 info: every field optional; e-mail valid, phones international, URLs https only. */
export const siteInfoSchema = z.strictObject({
  email: blankToNull(
    z
      .string()
      .max(254, { error: 'tooLong' })
      .pipe(z.email({ error: 'invalidEmail' })),
  ).optional(),
  phone: phone('HU', 'invalidPhone').optional(),
  phoneAt: phone('AT', 'invalidPhoneAt').optional(),
  fbUrl: blankToNull(httpsUrl).optional(),
  instaUrl: blankToNull(httpsUrl).optional(),
  /** The version this save was based on (0 before the first save); a browser must send it. */
  version: infoVersion.optional(),
});

export type SiteInfoInput = z.infer<typeof siteInfoSchema>;
