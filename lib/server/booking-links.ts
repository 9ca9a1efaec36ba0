import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isTimeZone } from '@/lib/calendar/zone';
import { signingSecret } from './secret';

/*
 * A visitor books by the link their enquiry's acknowledgement carried: `{enquiry id}.{HMAC}`,
 * signed by the server, so nothing is stored for it and it opens nothing once the enquiry is
 * erased. The booking then has a random link of its own (its hash stored) to see or cancel it.
 */

const PURPOSE = 'visit-booking:';
const sign = (id: number) =>
  createHmac('sha256', signingSecret())
    .update(PURPOSE + String(id))
    .digest('base64url');

export const visitToken = (enquiryId: number) => `${enquiryId}.${sign(enquiryId)}`;

/** The enquiry a visit link stands for, or null when it is not one this server signed. */
export function enquiryOfVisitToken(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const DEFAULT_TIME_ZONE = 'Europe/Budapest';

/** The kennel's zone (KENNEL_TIME_ZONE, an IANA name; Europe/Budapest by default). */
export function kennelTimeZone(env: Record<string, string | undefined> = process.env): string {
  const zone = env.KENNEL_TIME_ZONE?.trim();
  if (zone && isTimeZone(zone)) return zone;
  if (zone) console.warn(`KENNEL_TIME_ZONE=${zone} is no time zone: ${DEFAULT_TIME_ZONE} is used`);
  return DEFAULT_TIME_ZONE;
}
