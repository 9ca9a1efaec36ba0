import { BOOKING_KINDS, SLOT_KINDS, type BookingKind, type SlotKind } from '@/lib/calendar/kinds';
import { MAX_SLOT_MINUTES, MAX_SLOTS_AT_ONCE } from '@/lib/calendar/slots';
import { z } from '@/lib/validation/zod';
import { MAX_ID } from '@/lib/validation/common';

const id = z.int({ error: 'invalidId' }).positive({ error: 'invalidId' }).max(MAX_ID, {
  error: 'invalidId',
});

/** A booking (`POST /api/my/{token}/booking`, `POST /api/visits/{token}`), from JSON or a form. */
export const bookingSchema = z.strictObject({
  slotId: z
    .int({ error: 'chooseSlot' })
    .positive({ error: 'chooseSlot' })
    .max(MAX_ID, { error: 'chooseSlot' }),
  kind: z.enum(BOOKING_KINDS, { error: 'chooseKind' }),
});
export type BookingInput = z.output<typeof bookingSchema>;

/** Slots the breeder opens at once: `count` back to back from `day` `time` in the kennel's zone. */
export const openSlotsSchema = z.strictObject({
  day: z.iso.date({ error: 'invalidDate' }),
  time: z.string({ error: 'invalidTime' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'invalidTime',
  }),
  minutes: z
    .int({ error: 'invalidValue' })
    .min(10, { error: 'invalidValue' })
    .max(MAX_SLOT_MINUTES, { error: 'invalidValue' }),
  count: z
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(MAX_SLOTS_AT_ONCE, { error: 'invalidValue' }),
  kind: z.enum(SLOT_KINDS, { error: 'invalidValue' }),
});
export type OpenSlotsInput = z.output<typeof openSlotsSchema>;

/** An http(s) address with a host and nothing inside that a URL parser would quietly drop. */
function isMeetingUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s\p{Cc}/][^\s\p{Cc}]*$/iu.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A scheme before the address (`mailto:`, `javascript:`), not a host's port (`host:443/`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;
/** A host name with at least one dot, then an optional port and path: `meet.google.com/abc`. */
const BARE_HOST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]|$)/u;

/**
 * A link as people copy it from the meeting app, `meet.google.com/abc-defg-hij`, gets the
 * `https://` it left out; any other scheme stays, to be refused.
 */
export function withMeetingScheme(value: string): string {
  if (value === '' || SCHEME.test(value) || !BARE_HOST.test(value)) return value;
  return `https://${value}`;
}

/**
 * The breeder's meeting link, or empty for none. A space or a control character inside is
 * refused (the parser would drop a line break and go on), and the parser's form is what is
 * stored: invitations and mails print it as it is.
 */
export const bookingSettingsSchema = z.strictObject({
  meetingUrl: z
    .string({ error: 'invalidUrl' })
    .trim()
    .max(500, { error: 'tooLong' })
    .transform(withMeetingScheme)
    .refine((value) => value === '' || isMeetingUrl(value), { error: 'invalidUrl' })
    .transform((value) => (value === '' ? '' : new URL(value).href)),
  version: z
    .int({ error: 'invalidVersion' })
    .min(0, { error: 'invalidVersion' })
    .max(2_147_483_647, { error: 'invalidVersion' })
    .optional(),
});

/** `GET /api/admin/bookings?day=`: a day in the kennel's zone. */
export const bookingDayQuery = z.strictObject({
  day: z.iso.date({ error: 'invalidDate' }).optional(),
});

export interface SlotView {
  id: number;
  startsAt: string;
  endsAt: string;
  kind: SlotKind;
}

export interface BookingView {
  id: number;
  slot: SlotView;
  kind: BookingKind;
  status: 'booked' | 'cancelled';
  name: string;
  email: string;
  locale: 'en' | 'hu' | 'de';
  /** Who booked: a buyer (their application) or a visitor after an enquiry. */
  applicationId: number | null;
  enquiryId: number | null;
}

/** The buyer cancels one of their bookings (`POST /api/my/{token}/booking/cancel`). */
export const cancelBookingSchema = z.strictObject({ bookingId: id });

/** One day of the breeder's bookings screen. */
export interface BookingDayView {
  /** `YYYY-MM-DD` in the kennel's zone. */
  day: string;
  zone: string;
  slots: { slot: SlotView; booking: BookingView | null }[];
  /** Bookings of the day's slots that were cancelled. */
  cancelled: BookingView[];
  meetingUrl: string | null;
  address: string | null;
  /** The meeting link's version: 0 before its first save. */
  settingsVersion: number;
}
