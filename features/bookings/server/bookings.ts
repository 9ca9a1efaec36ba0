import 'server-only';
import { and, asc, eq, gt, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { dayBounds } from '@/lib/calendar/zone';
import { getDb, type Database } from '@/lib/db/client';
import type { Queryable, Transaction } from '@/lib/db/types';
import {
  applications,
  bookings,
  bookingSettings,
  bookingSlots,
  mailOutbox,
  siteFacts,
  type BookingRow,
  type BookingSlotRow,
} from '@/lib/db/schema';
import type { BookingInput, BookingView, SlotView } from '@/features/bookings/schema';
import { kennelTimeZone } from './booking-links';
import { countBooking } from './booking-throttle';
import { ApiError } from '@/lib/server/http/errors';
import {
  bookingCancellation,
  bookingConfirmation,
  breederDigestSubject,
  type BookingMailFacts,
} from '@/features/bookings/mail/booking-mail';
import { queueDigested } from '@/lib/server/mail/digest';
import { kickOutbox, type NewMail } from '@/lib/server/mail/outbox';
import { mailSender, type Sender } from '@/features/waiting-list/mail/waiting-mail';
import { myPageUrl } from '@/lib/server/my-link';
import { newToken } from '@/lib/server/tokens';
import { isUniqueViolation } from '@/features/waiting-list/server/waiting-list';

/*
 * Video calls and visits: the breeder opens slots (features/bookings/server/booking-slots.ts), a
 * buyer or a visitor books one. The partial unique index on a slot's live booking settles two
 * bookings at once: one is stored, the other answers 409 with the slots still free.
 */

type Db = Database | Transaction;

/** The live bookings (not cancelled) with their slots, where `conditions` hold as well. */
export function liveBookings(db: Queryable, ...conditions: SQL[]) {
  return db
    .select({ booking: bookings, slot: bookingSlots })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(and(eq(bookings.status, 'booked'), ...conditions));
}

/** A slot can be booked until an hour before it starts, up to 90 days ahead. */
export const BOOKING_LEAD_MS = 60 * 60 * 1000;
export const BOOKING_HORIZON_MS = 90 * 24 * 60 * 60 * 1000;
/** The reminder goes this long before a booking starts. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Who books: a buyer by their application, or a visitor by their enquiry. */
export type Booker = { name: string; email: string; locale: AppLocale } & (
  { applicationId: number; enquiryId: null } | { applicationId: null; enquiryId: number }
);

/** 409: the slot was taken (or is gone); the slots still free come with it. */
export class SlotTaken extends ApiError {
  constructor(readonly free: SlotView[]) {
    super(409, 'slotTaken');
  }
  override toBody() {
    return { ...super.toBody(), free: this.free };
  }
}

export const slotView = (row: BookingSlotRow): SlotView => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  kind: row.kind,
});

export const bookingView = (row: BookingRow, slot: BookingSlotRow): BookingView => ({
  id: row.id,
  slot: slotView(slot),
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  locale: row.locale,
  applicationId: row.applicationId,
  enquiryId: row.enquiryId,
});

/** The slots nobody has booked, from an hour from now to 90 days ahead, soonest first. */
export async function freeSlots(db: Db, now = Date.now()): Promise<SlotView[]> {
  const rows = await db
    .select({ slot: bookingSlots })
    .from(bookingSlots)
    .leftJoin(bookings, and(eq(bookings.slotId, bookingSlots.id), eq(bookings.status, 'booked')))
    .where(
      and(
        isNull(bookings.id),
        gt(bookingSlots.startsAt, new Date(now + BOOKING_LEAD_MS)),
        lt(bookingSlots.startsAt, new Date(now + BOOKING_HORIZON_MS)),
      ),
    )
    .orderBy(asc(bookingSlots.startsAt), asc(bookingSlots.id))
    .limit(200);
  return rows.map((row) => slotView(row.slot));
}

/** The meeting link and the kennel's address: where a video call or a visit takes place. */
export async function bookingPlaces(
  db: Db,
): Promise<{ meetingUrl: string | null; address: string | null }> {
  const [settings] = await db
    .select({ meetingUrl: bookingSettings.meetingUrl })
    .from(bookingSettings);
  const [facts] = await db.select({ address: siteFacts.address }).from(siteFacts);
  return { meetingUrl: settings?.meetingUrl ?? null, address: facts?.address ?? null };
}

export async function mailFacts(
  db: Db,
  row: BookingRow,
  slot: BookingSlotRow,
  manageUrl: string | null,
): Promise<BookingMailFacts> {
  const places = await bookingPlaces(db);
  // A buyer's mail carries their private page (SPEC §13), whoever made the change.
  const [buyer] = row.applicationId
    ? await db
        .select({ id: applications.id, tokenHash: applications.tokenHash })
        .from(applications)
        .where(eq(applications.id, row.applicationId))
    : [];
  return {
    id: row.id,
    kind: row.kind,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    name: row.name,
    email: row.email,
    locale: row.locale,
    applicationId: row.applicationId,
    manageUrl: (buyer ? myPageUrl(buyer) : null) ?? manageUrl,
    place: row.kind === 'video' ? places.meetingUrl : places.address,
    zone: kennelTimeZone(),
  };
}

/**
 * Queues the mails; the breeder's news of bookings made from one address is gathered when it
 * comes in bursts.
 */
async function queue(
  tx: Transaction,
  mails: (NewMail | null)[],
  sender: Sender | null,
  ip: string | null,
  now: number,
) {
  const ready = mails.filter((mail): mail is NewMail => mail !== null);
  for (const mail of ready) {
    if (mail.digest && ip && sender) {
      const subjectOf = (count: number) => breederDigestSubject(count, sender.breederLocale);
      await queueDigested(tx, mail, ip, subjectOf, now);
    } else await tx.insert(mailOutbox).values(mail);
  }
  return ready.length;
}

/** The booker's live, coming booking (one at a time), or null. */
export async function upcomingBooking(
  db: Db,
  who: { applicationId: number } | { enquiryId: number },
  now = Date.now(),
): Promise<BookingView | null> {
  const [row] = await liveBookings(
    db,
    'applicationId' in who
      ? eq(bookings.applicationId, who.applicationId)
      : eq(bookings.enquiryId, who.enquiryId),
    gt(bookingSlots.endsAt, new Date(now)),
  )
    .orderBy(asc(bookingSlots.startsAt))
    .limit(1);
  return row ? bookingView(row.booking, row.slot) : null;
}

/**
 * Books a slot: 201's booking, with the visitor's own link token (null for a buyer); 409
 * `slotTaken` (with the free slots) when it was taken or is no longer bookable, 409
 * `alreadyBooked` when this booker has one coming, 422 when the slot is not open for the kind,
 * 429 past the bookings an address or a booker may make (./booking-throttle.ts).
 * The confirmations are queued in the same transaction.
 */
export async function bookSlot(
  db: Database,
  booker: Booker,
  input: BookingInput,
  manageUrl: (cancelToken: string | null) => string,
  ip: string,
  now = Date.now(),
): Promise<{ booking: BookingView; cancelToken: string | null }> {
  const sender = await mailSender(db);
  let result: { booking: BookingView; cancelToken: string | null; queued: number };
  try {
    result = await db.transaction(async (tx) => {
      const [slot] = await tx.select().from(bookingSlots).where(eq(bookingSlots.id, input.slotId));
      if (
        !slot ||
        slot.startsAt.getTime() <= now + BOOKING_LEAD_MS ||
        slot.startsAt.getTime() >= now + BOOKING_HORIZON_MS
      ) {
        throw new SlotTaken([]);
      }
      if (slot.kind !== 'either' && slot.kind !== input.kind) {
        throw new ApiError(422, 'validationFailed', [{ msg: 'kindNotOffered', path: 'kind' }]);
      }
      const who =
        booker.applicationId !== null
          ? { applicationId: booker.applicationId }
          : { enquiryId: booker.enquiryId };
      // One booker's two tabs wait for each other here, so only one coming booking passes.
      const [kind, id] =
        booker.applicationId !== null ? [35, booker.applicationId] : [36, booker.enquiryId];
      await tx.execute(sql`select pg_advisory_xact_lock(${kind}::int4, ${id}::int4)`);
      if (await upcomingBooking(tx, who, now)) throw new ApiError(409, 'alreadyBooked');
      await countBooking(tx, ip, who, now);
      const link = booker.enquiryId !== null ? newToken() : null;
      const [row] = await tx
        .insert(bookings)
        .values({
          slotId: slot.id,
          kind: input.kind,
          applicationId: booker.applicationId,
          enquiryId: booker.enquiryId,
          name: booker.name,
          email: booker.email,
          locale: booker.locale,
          cancelTokenHash: link?.hash ?? null,
          // Booked less than a day ahead: the confirmation is the reminder.
          reminderSentAt: slot.startsAt.getTime() - now < REMINDER_AHEAD_MS ? new Date(now) : null,
        })
        .returning();
      const cancelToken = link?.token ?? null;
      const mails = sender
        ? await bookingConfirmation(await mailFacts(tx, row!, slot, manageUrl(cancelToken)), {
            ...sender,
          })
        : [];
      const queued = await queue(tx, mails, sender, ip, now);
      return { booking: bookingView(row!, slot), cancelToken, queued };
    });
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error)) {
      throw new SlotTaken(await freeSlots(db, now));
    }
    throw error;
  }
  if (result.queued > 0) kickOutbox();
  return { booking: result.booking, cancelToken: result.cancelToken };
}

/**
 * Cancels a live booking (its slot is free again at once) and tells the other side: 409
 * `bookingClosed` when it was cancelled already or has begun.
 */
export async function cancelBooking(
  id: number,
  by: 'booker' | 'breeder',
  manageUrl: string | null,
  /** The booker's address when they cancel (for the digest of the breeder's mail). */
  ip: string | null,
  now = Date.now(),
): Promise<BookingView> {
  const db = await getDb();
  const sender: Sender | null = await mailSender(db);
  const { view, queued } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, slot: bookingSlots })
      .from(bookings)
      .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
      .where(eq(bookings.id, id));
    if (!found) throw new ApiError(404, 'bookingNotFound');
    if (found.booking.status !== 'booked' || found.slot.startsAt.getTime() <= now) {
      throw new ApiError(409, 'bookingClosed');
    }
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(now) })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
      .returning();
    if (!row) throw new ApiError(409, 'bookingClosed');
    const mail = sender
      ? await bookingCancellation(await mailFacts(tx, row, found.slot, manageUrl), sender, by)
      : null;
    return { view: bookingView(row, found.slot), queued: await queue(tx, [mail], sender, ip, now) };
  });
  if (queued > 0) kickOutbox();
  return view;
}

/** The bookings of one day in the kennel's zone (cancelled ones too), in time order. */
export async function bookingsOfDay(db: Db, day: string): Promise<BookingView[]> {
  const bounds = dayBounds(day, kennelTimeZone());
  if (!bounds) return [];
  const rows = await db
    .select({ booking: bookings, slot: bookingSlots })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(and(gte(bookingSlots.startsAt, bounds.start), lt(bookingSlots.startsAt, bounds.end)))
    .orderBy(asc(bookingSlots.startsAt), asc(bookings.id));
  return rows.map((row) => bookingView(row.booking, row.slot));
}
