import { saveMeetingUrl } from '@/lib/server/booking-slots';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { bookingSettingsSchema } from '@/lib/validation/bookings';

/** The meeting link for video calls (PUT; 409 `editConflict` with the current one when stale). */
export const PUT = route(
  { access: 'admin', body: bookingSettingsSchema },
  async ({ request, body }) =>
    json(await saveMeetingUrl(body.meetingUrl, writeVersion(request, body.version))),
);
