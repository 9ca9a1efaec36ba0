import { saveMeetingUrl } from '@/features/bookings/server/booking-slots';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { bookingSettingsSchema } from '@/features/bookings/schema';

/** The meeting link for video calls (PUT; 409 `editConflict` with the current one when stale). */
export const PUT = route(
  { access: 'admin', body: bookingSettingsSchema },
  async ({ request, body }) =>
    json(await saveMeetingUrl(body.meetingUrl, writeVersion(request, body.version))),
);
