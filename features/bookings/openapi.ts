// What the API description says of a booking (app/api/admin/bookings, /my/…/booking, /visits).

export const BOOKING =
  'The booking: `{id, slot: {id, startsAt, endsAt, kind}, kind, status, name, …}`';

export const TAKEN = 'slotTaken (with `free`, the slots still free), alreadyBooked';
