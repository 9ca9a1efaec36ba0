import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readJson } from '@/lib/server/http/body';
import { readBookingForm, refusalQuery, seeOther } from '@/features/bookings/server/booking-form';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { linkToken } from '@/lib/server/http/link-token';
import { json, route } from '@/lib/server/http/route';
import { bookVisit } from '@/features/bookings/server/visit-booking';
import { bookingSchema } from '@/features/bookings/schema';
import { BOOKING, TAKEN } from '@/features/bookings/openapi';

export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary:
        'A visitor books by the link in their enquiry’s acknowledgement; answered with the ' +
        'booking and its own link’s `token` (/my/visit/{token}). A form post: 303 there.',
      body: bookingSchema,
      responses: {
        201: `{booking, token}: ${BOOKING}`,
        303: 'A form post: to the booking’s page, or back with the error',
        404: 'linkNotValid',
        409: TAKEN,
        422: 'kindNotOffered, chooseSlot, chooseKind',
      },
    },
  },
  async ({ request, params }) => {
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        const { cancelToken } = await bookVisit(
          params.token,
          await readBookingForm(request),
          clientIp(request),
        );
        return seeOther(`${publicPaths.visit(cancelToken)}?booked=1`);
      } catch (error) {
        return seeOther(`${publicPaths.visit(params.token)}?${refusalQuery(error)}`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    const { booking, cancelToken } = await bookVisit(
      params.token,
      await readJson(request, bookingSchema),
      clientIp(request),
    );
    return json({ booking, token: cancelToken }, { status: 201 });
  },
);
