import { publicPaths } from '@/lib/paths.mjs';
import { isFormBody, readJson } from '@/lib/server/http/body';
import { readBookingForm, refusalQuery, seeOther } from '@/features/bookings/server/booking-form';
import { clientIp } from '@/lib/server/http/client-address';
import { forbidden } from '@/lib/server/http/errors';
import { isFromOwnSite, refusedFormPage } from '@/lib/server/http/form-post';
import { json, route } from '@/lib/server/http/route';
import { bookMine } from '@/features/bookings/server/my-booking';
import { bookingSchema } from '@/features/bookings/schema';
import { z } from '@/lib/validation/zod';

const tokenSchema = z.string().max(100);

/**
 * The buyer books a video call or a visit by their private link: JSON (201 with the booking; 409
 * `slotTaken` with the free slots, 409 `alreadyBooked`, 422), or the page's form without
 * JavaScript (303 back to the page either way). Only from this site's pages.
 */
export const POST = route(
  { access: 'public', params: { token: tokenSchema } },
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
