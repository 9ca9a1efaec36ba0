import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readJson } from '@/lib/server/http/body';
import { readBookingForm, refusalQuery, seeOther } from '@/features/bookings/server/booking-form';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { linkToken } from '@/lib/server/http/link-token';
import { json, route } from '@/lib/server/http/route';
import { bookMine } from '@/features/bookings/server/my-booking';
import { bookingSchema } from '@/features/bookings/schema';
import { BOOKING, TAKEN } from '@/features/bookings/openapi';

/** JSON, or the page's form (303 back either way); only from this site's pages. */
export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary:
        'The buyer books a slot by their private link; both sides are mailed an .ics ' +
        'invitation. The same fields urlencoded are answered with 303 back to the page.',
      body: bookingSchema,
      responses: {
        201: `{booking}: ${BOOKING}`,
        303: 'A form post: back to /my/{token}?booked=1 or ?bookingError=…',
        404: 'linkNotValid',
        409: TAKEN,
        422: 'kindNotOffered, chooseSlot, chooseKind',
      },
    },
  },
  async ({ request, params }) => {
    const page = `${publicPaths.myPage(params.token)}`;
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        await bookMine(params.token, await readBookingForm(request), clientIp(request));
        return seeOther(`${page}?booked=1#booking`);
      } catch (error) {
        return seeOther(`${page}?${refusalQuery(error)}#booking`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const booking = await bookMine(
      params.token,
      await readJson(request, bookingSchema),
      clientIp(request),
    );
    return json({ booking }, { status: 201 });
  },
);
