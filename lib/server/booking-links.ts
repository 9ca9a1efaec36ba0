import 'server-only';
import { isTimeZone } from '@/lib/calendar/zone';
import { idOfSigned, signedId } from './signed-ids';

/*
 * A visitor books by the link their enquiry's acknowledgement carried: `{enquiry id}.{HMAC}`,
 * signed by the server, so nothing is stored for it and it opens nothing once the enquiry is
 * erased. The booking then has a random link of its own (its hash stored) to see or cancel it.
 */

// The purpose visit links were signed with from the start: links already mailed keep working.
const PURPOSE = 'visit-booking';

export const visitToken = (enquiryId: number) => signedId(PURPOSE, enquiryId);

/** The enquiry a visit link stands for, or null when it is not one this server signed. */
export const enquiryOfVisitToken = (token: string) => idOfSigned(PURPOSE, token);

export const DEFAULT_TIME_ZONE = 'Europe/Budapest';

/** The kennel's zone (KENNEL_TIME_ZONE, an IANA name; Europe/Budapest by default). */
export function kennelTimeZone(env: Record<string, string | undefined> = process.env): string {
  const zone = env.KENNEL_TIME_ZONE?.trim();
  if (zone && isTimeZone(zone)) return zone;
  if (zone) console.warn(`KENNEL_TIME_ZONE=${zone} is no time zone: ${DEFAULT_TIME_ZONE} is used`);
  return DEFAULT_TIME_ZONE;
}
