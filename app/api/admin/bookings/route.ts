import { kennelToday, bookingDay, openSlots } from '@/features/bookings/server/booking-slots';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { bookingDayQuery, openSlotsSchema } from '@/features/bookings/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary:
        'One day’s slots, each with its live booking, and the day’s cancelled bookings ' +
        '(`?day=YYYY-MM-DD` in the kennel’s zone, KENNEL_TIME_ZONE; today by default)',
      query: { day: { schema: { type: 'string', format: 'date' } } },
      responses: { 200: 'The day' },
    },
  },
  async ({ request }) => {
    const { day } = parseWith(bookingDayQuery, {
      day: request.nextUrl.searchParams.get('day') ?? undefined,
    });
    return json(await bookingDay(day ?? kennelToday()));
  },
);

export const POST = route(
  {
    access: 'admin',
    body: openSlotsSchema,
    doc: {
      summary:
        'Opens `count` slots of `minutes` back to back from `day` `time` (the kennel’s zone)',
      responses: { 201: '`{slots}`', 422: 'slotInPast, slotOverlaps, or a field' },
    },
  },
  async ({ body }) => json({ slots: await openSlots(body) }, { status: 201 }),
);
