import 'server-only';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bookings, bookingSlots, mailOutbox } from '@/lib/db/schema';
import { liveBookings, mailFacts, REMINDER_AHEAD_MS } from './bookings';
import { bookingReminder } from '@/features/bookings/mail/booking-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';

/**
 * The reminder the day before (run by the hourly upkeep): each live booking starting within a
 * day gets one, once. Marking it and queueing its mail is one transaction, and the mark is
 * conditional, so two instances never both send it.
 */
export async function sendDueReminders(now = Date.now()): Promise<number> {
  const db = await getDb();
  const sender = await mailSender(db);
  if (!sender) return 0;
  const due = await liveBookings(
    db,
    isNull(bookings.reminderSentAt),
    gt(bookingSlots.startsAt, new Date(now)),
    lte(bookingSlots.startsAt, new Date(now + REMINDER_AHEAD_MS)),
  );
  let sent = 0;
  for (const { booking, slot } of due) {
    sent += await db.transaction(async (tx) => {
      const marked = await tx
        .update(bookings)
        .set({ reminderSentAt: new Date(now) })
        .where(and(eq(bookings.id, booking.id), isNull(bookings.reminderSentAt)))
        .returning({ id: bookings.id });
      if (marked.length === 0) return 0;
      const mail = await bookingReminder(await mailFacts(tx, booking, slot, null), sender);
      await tx.insert(mailOutbox).values(mail);
      return 1;
    });
  }
  if (sent > 0) kickOutbox();
  return sent;
}
