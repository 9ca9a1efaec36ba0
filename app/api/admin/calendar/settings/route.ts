import { CALENDAR_SETTINGS } from '@/features/calendar/openapi';
import { calendarSettingsSchema } from '@/features/calendar/schema';
import { readCalendarSettings, saveCalendarSettings } from '@/features/calendar/server/settings';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The calendar’s care schedules and whether its feed has a key',
      responses: { 200: CALENDAR_SETTINGS },
    },
  },
  async () => json(await readCalendarSettings()),
);

export const PUT = route(
  {
    access: 'admin',
    body: calendarSettingsSchema,
    doc: {
      summary:
        'The deworming and vaccination days, counted from a litter’s birth (whole days 0–120, ' +
        'ascending, each once, at most 12 a schedule)',
      responses: {
        200: CALENDAR_SETTINGS,
        422: 'invalidCareDays, invalidCareDay, duplicateCareDay, careDaysUnsorted, tooManyCareDays',
      },
      versioned: { description: CALENDAR_SETTINGS },
    },
  },
  async ({ request, body }) =>
    json(await saveCalendarSettings(body, writeVersion(request, body.version))),
);
