import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { bookings } from '@/lib/db/schema';
import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import type { BookingInput, BookingView, SlotView } from '@/features/bookings/schema';
import { kennelTimeZone } from './booking-links';
import { bookingPlaces, bookSlot, cancelBooking, freeSlots, upcomingBooking } from './bookings';
import { countBookingTry } from './booking-throttle';
import { ApiError } from '@/lib/server/http/errors';
import { applicationByToken, requireApplication } from '@/lib/server/my-link';

/** The booking section of the buyer's private page. */
export interface MyBookingView {
  booking: BookingView | null;
  free: SlotView[];
  zone: string;
  /** Where a video call or a visit takes place (null: not set yet). */
  meetingUrl: string | null;
  address: string | null;
}

export async function myBooking(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<MyBookingView | null> {
  const row = await applicationByToken(db, token);
  if (!row) return null;
  const booking = await upcomingBooking(db, { applicationId: row.id }, now);
  const places = await bookingPlaces(db);
  return {
    booking,
    free: booking ? [] : await freeSlots(db, now),
    zone: kennelTimeZone(),
    meetingUrl: places.meetingUrl,
    address: places.address,
  };
}

const manageUrl = (token: string) => absoluteUrl(publicPaths.myPage(token));

/** The buyer books a slot by their private link. */
export async function bookMine(token: string, input: BookingInput, ip: string) {
  const db = await getDb();
  await countBookingTry(db, ip, token);
  const row = await requireApplication(db, token);
  const { booking } = await bookSlot(
    db,
    {
      applicationId: row.id,
      enquiryId: null,
      name: row.name,
      email: row.email,
      locale: row.locale,
    },
    input,
    () => manageUrl(token),
    ip,
  );
  return booking;
}

/** The buyer cancels their own booking; anyone else's is not found. */
export async function cancelMine(token: string, bookingId: number, ip: string) {
  const db = await getDb();
  await countBookingTry(db, ip, token);
  const row = await requireApplication(db, token);
  const [own] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.applicationId, row.id)));
  if (!own) throw new ApiError(404, 'bookingNotFound');
  return cancelBooking(bookingId, 'booker', manageUrl(token), ip);
}
