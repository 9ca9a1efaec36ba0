import { cancelBooking } from '@/features/bookings/server/bookings';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

/**
 * The breeder cancels a booking: the slot is free again and the booker is told (200 with the
 * booking; 409 `bookingClosed` when it was cancelled already, which a stale screen learns here).
 */
export const POST = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json({ booking: await cancelBooking(params.id, 'breeder', null, null) }),
);
