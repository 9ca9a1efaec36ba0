import 'server-only';
import { and, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/types';
import { bookings } from '@/lib/db/schema';
import { countTries, countTriesIn, hashKey } from '@/lib/server/enquiry-throttle';
import { ApiError } from '@/lib/server/http/errors';
import { throttleAddress } from '@/lib/server/throttle';

/*
 * Booking by a link is a public write that mails both sides with an invitation, so it has limits
 * like every public form: tries (book or cancel) per address and per link an hour, and bookings
 * made per address in a day and per link in a week, so that a few enquiries cannot take every
 * open slot or turn book-and-cancel into a mail cannon.
 */

export const BOOKING_TRIES_WINDOW_MS = 60 * 60 * 1000;
export const BOOKING_TRIES_PER_ADDRESS = 20;
export const BOOKING_TRIES_PER_LINK = 6;
export const BOOKED_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MAX_BOOKINGS_PER_ADDRESS = 3;
/** Cancelled bookings are erased this long after: until then they count against their link. */
export const CANCELLED_BOOKING_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_BOOKINGS_PER_LINK = 3;

export const tooManyBookings = (retryAfter: number) =>
  new ApiError(429, 'tooManyBookings', undefined, { 'Retry-After': String(retryAfter) });

/** Counts one book or cancel request by `token` from `ip`, or refuses it (429). */
export async function countBookingTry(db: Database, ip: string, token: string, now = Date.now()) {
  const wait = await countTries(
    db,
    [
      {
        kind: 'booking-address',
        key: hashKey(throttleAddress(ip)),
        limit: BOOKING_TRIES_PER_ADDRESS,
      },
      { kind: 'booking-link', key: hashKey(token), limit: BOOKING_TRIES_PER_LINK },
    ],
    now,
    BOOKING_TRIES_WINDOW_MS,
  );
  if (wait > 0) throw tooManyBookings(wait);
}

/**
 * In the transaction that stores a booking: refuses it (429) when its address made
 * MAX_BOOKINGS_PER_ADDRESS in the last day, or its booker MAX_BOOKINGS_PER_LINK in the last week
 * (cancelled ones too), else counts it.
 */
export async function countBooking(
  tx: Transaction,
  ip: string,
  who: { applicationId: number } | { enquiryId: number },
  now: number,
) {
  const [made] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        'applicationId' in who
          ? eq(bookings.applicationId, who.applicationId)
          : eq(bookings.enquiryId, who.enquiryId),
        gte(bookings.createdAt, new Date(now - CANCELLED_BOOKING_RETENTION_MS)),
      ),
    );
  if (Number(made?.n ?? 0) >= MAX_BOOKINGS_PER_LINK) throw tooManyBookings(BOOKED_WINDOW_MS / 1000);
  const wait = await countTriesIn(
    tx,
    [
      {
        kind: 'booked-address',
        key: hashKey(throttleAddress(ip)),
        limit: MAX_BOOKINGS_PER_ADDRESS,
      },
    ],
    now,
    BOOKED_WINDOW_MS,
  );
  if (wait > 0) throw tooManyBookings(wait);
}

/** Erases bookings cancelled more than CANCELLED_BOOKING_RETENTION_MS ago. */
export async function removeCancelledBookings(db: Database, now = Date.now()) {
  await db
    .delete(bookings)
    .where(
      and(
        isNotNull(bookings.cancelledAt),
        lt(bookings.cancelledAt, new Date(now - CANCELLED_BOOKING_RETENTION_MS)),
      ),
    );
}
