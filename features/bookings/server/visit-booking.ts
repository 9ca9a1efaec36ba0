import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { bookings, bookingSlots, enquiries } from '@/lib/db/schema';
import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import type { BookingInput, BookingView, SlotView } from '@/features/bookings/schema';
import { enquiryOfVisitToken, kennelTimeZone } from './booking-links';
import {
  bookingPlaces,
  bookingView,
  bookSlot,
  cancelBooking,
  freeSlots,
  upcomingBooking,
} from './bookings';
import { countBookingTry } from './booking-throttle';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { lookupHash, tokenMatches } from '@/lib/server/tokens';

/*
 * A visitor's booking: their enquiry's acknowledgement links to /my/visit/{enquiry
 * token}, where they book; the booking then has its own link, /my/visit/{booking token}, to see
 * or cancel it. Both pages are as private as the buyer's (no referrer, noindex, no cache).
 */

export type VisitPageView =
  | {
      mode: 'book';
      name: string;
      /** A booking already coming from this enquiry: its own link was mailed. */
      booking: BookingView | null;
      free: SlotView[];
      zone: string;
    }
  | { mode: 'booking'; booking: BookingView; zone: string; place: string | null };

async function enquiryOf(db: Database, token: string) {
  const id = enquiryOfVisitToken(token);
  if (id === null) return null;
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row ?? null;
}

async function bookingOf(db: Database, token: string) {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db
    .select({ booking: bookings, slot: bookingSlots })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(eq(bookings.cancelTokenHash, hash));
  return row && tokenMatches(token, row.booking.cancelTokenHash) ? row : null;
}

export async function visitPage(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<VisitPageView | null> {
  const zone = kennelTimeZone();
  const enquiry = await enquiryOf(db, token);
  if (enquiry) {
    const booking = await upcomingBooking(db, { enquiryId: enquiry.id }, now);
    return {
      mode: 'book',
      name: enquiry.name,
      booking,
      free: booking ? [] : await freeSlots(db, now),
      zone,
    };
  }
  const found = await bookingOf(db, token);
  if (!found) return null;
  const booking = bookingView(found.booking, found.slot);
  const places = await bookingPlaces(db);
  return {
    mode: 'booking',
    booking,
    zone,
    place: booking.kind === 'video' ? places.meetingUrl : places.address,
  };
}

/** Books by the enquiry's link; answers the booking and its own link's token. */
export async function bookVisit(token: string, input: BookingInput, ip: string) {
  const db = await getDb();
  await countBookingTry(db, ip, token);
  const enquiry = await enquiryOf(db, token);
  if (!enquiry) throw notFound('linkNotValid');
  const { booking, cancelToken } = await bookSlot(
    db,
    {
      applicationId: null,
      enquiryId: enquiry.id,
      name: enquiry.name,
      email: enquiry.email,
      locale: enquiry.locale,
    },
    input,
    (cancel) => absoluteUrl(publicPaths.visit(cancel ?? token)),
    ip,
  );
  return { booking, cancelToken: cancelToken! };
}

/** Cancels by the booking's own link. */
export async function cancelVisit(token: string, ip: string): Promise<BookingView> {
  const db = await getDb();
  await countBookingTry(db, ip, token);
  const found = await bookingOf(db, token);
  if (!found) throw notFound('linkNotValid');
  if (found.booking.status !== 'booked') throw new ApiError(409, 'bookingClosed');
  return cancelBooking(found.booking.id, 'booker', absoluteUrl(publicPaths.visit(token)), ip);
}
