import { deleteSlot } from '@/features/bookings/server/booking-slots';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

/** Removes an open slot (204); one with a live booking is 409 `slotBooked`: cancel it first. */
export const DELETE = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) => {
  await deleteSlot(params.id);
  return noContent();
});
