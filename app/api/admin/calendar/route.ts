import { routing } from '@/i18n/routing';
import { CALENDAR_EVENTS } from '@/features/calendar/openapi';
import { calendarRangeQuery } from '@/features/calendar/schema';
import { listCalendarEvents } from '@/features/calendar/server/calendar';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary:
        'The breeder’s calendar from one day to another: due dates, deworming and ' +
        'vaccination days, go-home days, video calls and visits',
      query: {
        from: { description: 'First day (YYYY-MM-DD, kennel’s zone)', required: true },
        to: { description: 'Last day, included; at most 400 days after `from`', required: true },
      },
      responses: { 200: CALENDAR_EVENTS, 422: 'invalidDate, rangeReversed, rangeTooLong' },
    },
  },
  async ({ request, user }) => {
    const range = parseWith(calendarRangeQuery, Object.fromEntries(request.nextUrl.searchParams));
    return json(await listCalendarEvents(range, user.locale ?? routing.defaultLocale));
  },
);
