import { deleteSlot } from '@/features/bookings/server/booking-slots';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Removes a slot nobody has booked',
      responses: {
        204: 'Removed',
        404: 'slotNotFound',
        409: 'slotBooked: cancel the booking first',
      },
    },
  },
  async ({ params }) => {
    await deleteSlot(params.id);
    return noContent();
  },
);
