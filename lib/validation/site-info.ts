import { z } from '@/lib/validation/zod';
import { blankToNull } from './common';
import { PHONE_PATTERN } from './patterns';
import { infoVersion } from './version';

const httpsUrl = z
  .string()
  .max(500, { error: 'tooLong' })
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'invalidUrl' }));

/** SPEC §5 info: every field optional; e-mail valid, phones "+" and digits, URLs https only. */
export const siteInfoSchema = z.strictObject({
  email: blankToNull(
    z
      .string()
      .max(254, { error: 'tooLong' })
      .pipe(z.email({ error: 'invalidEmail' })),
  ).optional(),
  phone: blankToNull(z.string().regex(PHONE_PATTERN, { error: 'invalidPhone' })).optional(),
  phoneAt: blankToNull(z.string().regex(PHONE_PATTERN, { error: 'invalidPhone' })).optional(),
  fbUrl: blankToNull(httpsUrl).optional(),
  instaUrl: blankToNull(httpsUrl).optional(),
  /** The version this save was based on (0 before the first save); a browser must send it. */
  version: infoVersion.optional(),
});

export type SiteInfoInput = z.infer<typeof siteInfoSchema>;
