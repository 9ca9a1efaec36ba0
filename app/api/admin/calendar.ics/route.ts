import { calendarFeed } from '@/features/calendar/server/feed';
import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';

/**
 * The breeder's calendar as iCalendar, for a phone to subscribe to: reached by its key, not by
 * a session (a calendar app has none). No key, an old or a wrong one: the same 404.
 */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'The breeder’s calendar feed (RFC 5545), by its private key',
      description:
        'Due dates, deworming and vaccination days, go-home days and bookings, from two months ' +
        'back to a year ahead. All-day events are DATE values, bookings in UTC. The key is ' +
        'compared by its SHA-256 in constant time; a new key (`POST /api/admin/calendar/key`) ' +
        'revokes the old.',
      query: {
        key: { description: 'The feed’s key', required: true },
        lang: { description: 'en, hu or de; else the kennel’s mail language' },
      },
      responses: {
        200: { description: 'The calendar', content: ['text/calendar'] },
        404: 'notFound: no key, or not the feed’s key now',
      },
    },
  },
  async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const feed = await calendarFeed(query.get('key') ?? '', query.get('lang'));
    if (feed === null) throw notFound();
    return new Response(feed, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="calendar.ics"',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
