import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody } from '@/lib/server/http/body';
import { refusalQuery, seeOther } from '@/features/bookings/server/booking-form';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { linkToken } from '@/lib/server/http/link-token';
import { json, route } from '@/lib/server/http/route';
import { cancelVisit } from '@/features/bookings/server/visit-booking';
import { BOOKING } from '@/features/bookings/openapi';

export const POST = route(
  {
    access: 'public',
    params: { token: linkToken },
    doc: {
      summary: 'A visitor cancels by their booking’s own link (no body)',
      responses: {
        200: `{booking}: ${BOOKING}`,
        303: 'A form post: back to the page',
        404: 'linkNotValid',
        409: 'bookingClosed',
      },
    },
  },
  async ({ request, params }) => {
    const page = publicPaths.visit(params.token);
    if (isFormBody(request)) {
      if (!isFromOwnSite(request, { form: true })) return refusedFormPage(request);
      try {
        await cancelVisit(params.token, clientIp(request));
        return seeOther(`${page}?bookingCancelled=1`);
      } catch (error) {
        return seeOther(`${page}?${refusalQuery(error)}`);
      }
    }
    if (!isFromOwnSite(request, { form: false })) throw forbidden('invalidOrigin');
    return json({ booking: await cancelVisit(params.token, clientIp(request)) });
  },
);
