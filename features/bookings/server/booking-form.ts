import 'server-only';
import type { NextRequest } from 'next/server';
import { bookingSchema, type BookingInput } from '@/features/bookings/schema';
import { readForm } from '@/lib/server/http/body';
import { ApiError } from '@/lib/server/http/errors';

/*
 * The booking forms post without any script and are answered with a redirect back to
 * their page, which shows what happened or what to fix (`?booked`, `?bookingError=key&field=`).
 */

export const readBookingForm = (request: NextRequest): Promise<BookingInput> =>
  readForm(request, bookingSchema, (form) => ({
    slotId: form.get('slotId') ? Number(form.get('slotId')) : undefined,
    kind: form.get('kind') ?? undefined,
  }));

/** A 303 to a private page, which no cache keeps and no link on it sends on. */
export function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/** The query that tells a booking page why its form was refused, and which field to mark. */
export function refusalQuery(error: unknown): string {
  if (!(error instanceof ApiError)) {
    console.error(error);
    return 'bookingError=serverError';
  }
  const item = error.errors?.[0];
  const key = item?.msg ?? error.message;
  const field = item?.path ? `&field=${encodeURIComponent(item.path)}` : '';
  return `bookingError=${encodeURIComponent(key)}${field}`;
}
