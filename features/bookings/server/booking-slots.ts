import 'server-only';
import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { overlaps, slotTimes } from '@/lib/calendar/slots';
import { dayBounds, dayIn } from '@/lib/calendar/zone';
import { getDb } from '@/lib/db/client';
import { bookings, bookingSettings, bookingSlots } from '@/lib/db/schema';
import type {
  BookingDayView,
  BookingView,
  OpenSlotsInput,
  SlotView,
} from '@/features/bookings/schema';

export type { BookingDayView };
import { kennelTimeZone } from './booking-links';
import { removeCancelledBookings } from './booking-throttle';
import { bookingPlaces, bookingView, slotView } from './bookings';
import { ApiError } from '@/lib/server/http/errors';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict } from '@/lib/server/versions';

/*
 * The breeder's side of the bookings: slots opened several at once, a day's slots
 * and bookings, the meeting link. Times are entered and shown in the kennel's zone.
 */

/** Today in the kennel's zone. */
export const kennelToday = (now = Date.now()) => dayIn(new Date(now), kennelTimeZone());

/** One day's slots and bookings as the breeder sees them. */
export async function bookingDay(day: string): Promise<BookingDayView> {
  const db = await getDb();
  const zone = kennelTimeZone();
  const bounds = dayBounds(day, zone);
  if (!bounds) throw new ApiError(422, 'validationFailed', [{ msg: 'invalidDate', path: 'day' }]);
  const rows = await db
    .select({ slot: bookingSlots, booking: bookings })
    .from(bookingSlots)
    .leftJoin(bookings, eq(bookings.slotId, bookingSlots.id))
    .where(and(gte(bookingSlots.startsAt, bounds.start), lt(bookingSlots.startsAt, bounds.end)))
    .orderBy(asc(bookingSlots.startsAt), asc(bookingSlots.id), asc(bookings.id));
  const slots = new Map<number, BookingDayView['slots'][number]>();
  const cancelled: BookingView[] = [];
  for (const { slot, booking } of rows) {
    const entry = slots.get(slot.id) ?? { slot: slotView(slot), booking: null };
    slots.set(slot.id, entry);
    if (booking?.status === 'booked') entry.booking = bookingView(booking, slot);
    else if (booking) cancelled.push(bookingView(booking, slot));
  }
  const [settings] = await db.select().from(bookingSettings);
  const places = await bookingPlaces(db);
  return {
    day,
    zone,
    slots: [...slots.values()],
    cancelled,
    meetingUrl: places.meetingUrl,
    address: places.address,
    settingsVersion: settings?.version ?? 0,
  };
}

/**
 * Opens `count` slots back to back. Refused (422, beside the field) when the first starts in the
 * past or any overlaps a slot already open.
 */
export async function openSlots(input: OpenSlotsInput, now = Date.now()): Promise<SlotView[]> {
  const zone = kennelTimeZone();
  const times = slotTimes(input.day, input.time, input.minutes, input.count, zone);
  if (!times) throw new ApiError(422, 'validationFailed', [{ msg: 'invalidDate', path: 'day' }]);
  if (times[0]!.startsAt.getTime() <= now) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'slotInPast', path: 'time' }]);
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One opening at a time, so two cannot both pass the overlap check.
    await tx.execute(sql`select pg_advisory_xact_lock(34::int4, 6::int4)`);
    const first = times[0]!.startsAt;
    const last = times.at(-1)!.endsAt;
    const near = await tx
      .select()
      .from(bookingSlots)
      // gt(), not raw SQL: a Date in a raw sql`` template fails on postgres.js (drizzle maps
      // dates only for columns it knows).
      .where(and(lt(bookingSlots.startsAt, last), gt(bookingSlots.endsAt, first)));
    if (near.some((slot) => times.some((time) => overlaps(slot, time)))) {
      throw new ApiError(422, 'validationFailed', [{ msg: 'slotOverlaps', path: 'time' }]);
    }
    const rows = await tx
      .insert(bookingSlots)
      .values(times.map((time) => ({ ...time, kind: input.kind })))
      .returning();
    return rows.map(slotView);
  });
}

/** Removes an open slot; one with a live booking is refused (409 `slotBooked`): cancel it first. */
export async function deleteSlot(id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.slotId, id), eq(bookings.status, 'booked')));
    if (live) throw new ApiError(409, 'slotBooked');
    const deleted = await tx
      .delete(bookingSlots)
      .where(eq(bookingSlots.id, id))
      .returning({ id: bookingSlots.id });
    if (deleted.length === 0) throw new ApiError(404, 'slotNotFound');
  });
}

/** The meeting link, or null while none is saved. */
export async function meetingUrl(): Promise<string | null> {
  const db = await getDb();
  const [settings] = await db
    .select({ meetingUrl: bookingSettings.meetingUrl })
    .from(bookingSettings);
  return settings?.meetingUrl ?? null;
}

/** Saves the meeting link; with `version` (0 before the first save) a stale save is 409. */
export async function saveMeetingUrl(
  meetingUrl: string,
  version: number | undefined,
): Promise<{ meetingUrl: string | null; version: number }> {
  const db = await getDb();
  const value = meetingUrl.trim() || null;
  const [row] = await db
    .insert(bookingSettings)
    .values({ id: 1, meetingUrl: value })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: {
        meetingUrl: value,
        version: sql`${bookingSettings.version} + 1`,
        updatedAt: new Date(),
      },
      ...(version !== undefined && { setWhere: eq(bookingSettings.version, version) }),
    })
    .returning();
  if (!row) {
    const [current] = await db.select().from(bookingSettings);
    throw new EditConflict({
      meetingUrl: current?.meetingUrl ?? null,
      version: current?.version ?? 0,
    });
  }
  // The privacy notice names the video-call service the link opens.
  announceChange({ pages: ['privacy'] });
  return { meetingUrl: row.meetingUrl, version: row.version };
}

/** Slots are kept this long after they end, with their bookings (names and addresses). */
export const SLOT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Erases slots (and their bookings) that ended more than SLOT_RETENTION_MS ago, and bookings
 * cancelled more than a week ago.
 */
export async function removePastSlots(now = Date.now()): Promise<void> {
  const db = await getDb();
  await db.delete(bookingSlots).where(lt(bookingSlots.endsAt, new Date(now - SLOT_RETENTION_MS)));
  await removeCancelledBookings(db, now);
}
