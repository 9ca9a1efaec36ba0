import 'server-only';
import { idOfSigned, signedId } from '@/lib/server/signed-ids';

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

// The kennel's zone has its own module now; bookings read it from here as before.
export { kennelTimeZone } from '@/lib/server/kennel-zone';
