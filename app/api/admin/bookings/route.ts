import { kennelToday, bookingDay, openSlots } from '@/features/bookings/server/booking-slots';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { bookingDayQuery, openSlotsSchema } from '@/features/bookings/schema';

/** One day's slots and bookings (`?day=YYYY-MM-DD` in the kennel's zone; today by default). */
export const GET = route({ access: 'admin' }, async ({ request }) => {
  const { day } = parseWith(bookingDayQuery, {
    day: request.nextUrl.searchParams.get('day') ?? undefined,
  });
  return json(await bookingDay(day ?? kennelToday()));
});

/** Opens slots back to back (201 with them; 422 in the past or overlapping one already open). */
export const POST = route({ access: 'admin', body: openSlotsSchema }, async ({ body }) =>
  json({ slots: await openSlots(body) }, { status: 201 }),
);
