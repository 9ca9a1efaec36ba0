import { saveMeetingUrl } from '@/features/bookings/server/booking-slots';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { bookingSettingsSchema } from '@/features/bookings/schema';

const SETTINGS = '`{meetingUrl, version}`';

export const PUT = route(
  {
    access: 'admin',
    body: bookingSettingsSchema,
    doc: {
      summary: 'The meeting link for video calls (http or https; empty: none)',
      responses: { 200: SETTINGS },
      versioned: { description: SETTINGS },
    },
  },
  async ({ request, body }) =>
    json(await saveMeetingUrl(body.meetingUrl, writeVersion(request, body.version))),
);
