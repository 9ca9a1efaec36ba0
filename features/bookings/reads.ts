import 'server-only';
import { getDb } from '@/lib/db/client';
import {
  bookingDay,
  kennelToday,
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
