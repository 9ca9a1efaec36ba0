/** What a slot is open for, and what a booking is. */
export const SLOT_KINDS = ['video', 'visit', 'either'] as const;
export const BOOKING_KINDS = ['video', 'visit'] as const;
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];
export type BookingKind = (typeof BOOKING_KINDS)[number];
