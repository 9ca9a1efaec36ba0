import 'server-only';
import { unstable_cache } from 'next/cache';
import { apiUrl } from '@/lib/api';
import { getDb } from '@/lib/db/client';
import { TAGS } from '@/lib/server/revalidate';
import {
  bookingDay,
  kennelToday,
  meetingUrl,
  type BookingDayView,
} from '@/features/bookings/server/booking-slots';
import { myBooking, type MyBookingView } from '@/features/bookings/server/my-booking';
import { visitPage, type VisitPageView } from '@/features/bookings/server/visit-booking';

/** Video calls and visits, for the pages. */

export { kennelToday };

export async function getMyBooking(token: string): Promise<MyBookingView | null> {
  return myBooking(await getDb(), token);
}

export async function getVisitPage(token: string): Promise<VisitPageView | null> {
  return visitPage(await getDb(), token);
}

/** A day's slots and bookings; a day that is not one shows today. */
export async function getBookingDay(day: string | null): Promise<BookingDayView> {
  const valid = day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));
  return bookingDay(valid ? day : kennelToday());
}

/**
 * The breeder's meeting link (null: none), which the privacy notice names the video-call
 * service of; undefined where it is not known (another instance's database, not public).
 */
export async function getMeetingUrl(): Promise<string | null | undefined> {
  // A private setting the API does not publish: the notice names the service generally.
  if (apiUrl()) return undefined;
  // Only the privacy notice shows it: saving the link expires that page.
  return unstable_cache(meetingUrl, ['meeting-url'], { tags: [TAGS.page('privacy')] })();
}
