import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readForm, readJson } from '@/lib/server/http/body';
import { refusalQuery, seeOther } from '@/features/bookings/server/booking-form';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { linkToken } from '@/lib/server/http/link-token';
import { json, route } from '@/lib/server/http/route';
import { cancelMine } from '@/features/bookings/server/my-booking';
import { cancelBookingSchema } from '@/features/bookings/schema';
import { BOOKING } from '@/features/bookings/openapi';

/** JSON (404 `bookingNotFound` for anyone else's booking), or the page's form. */
export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary: 'The buyer cancels their booking; the breeder is told',
      body: cancelBookingSchema,
      responses: {
        200: `{booking}: ${BOOKING}`,
        303: 'A form post: back to the page',
        404: 'linkNotValid, bookingNotFound (another’s)',
        409: 'bookingClosed',
      },
    },
  },
  async ({ request, params }) => {
    const page = publicPaths.myPage(params.token);
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        const body = await readForm(request, cancelBookingSchema, (form) => ({
          bookingId: Number(form.get('bookingId')),
        }));
        await cancelMine(params.token, body.bookingId, clientIp(request));
        return seeOther(`${page}?bookingCancelled=1#booking`);
      } catch (error) {
        return seeOther(`${page}?${refusalQuery(error)}#booking`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const body = await readJson(request, cancelBookingSchema);
    return json({
      booking: await cancelMine(params.token, body.bookingId, clientIp(request)),
    });
  },
);
