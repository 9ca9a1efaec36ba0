import { cancelBooking } from '@/features/bookings/server/bookings';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { BOOKING } from '@/features/bookings/openapi';

/** A stale screen learns here that the booking was cancelled already (409 `bookingClosed`). */
export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Cancels a booking; the slot is free again and the booker is told',
      responses: {
        200: `{booking}: ${BOOKING}`,
        404: 'bookingNotFound',
        409: 'bookingClosed: cancelled already or begun',
      },
    },
  },
  async ({ params }) => json({ booking: await cancelBooking(params.id, 'breeder', null, null) }),
);
