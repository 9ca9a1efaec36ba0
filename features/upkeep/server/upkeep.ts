import 'server-only';
import { removeExpiredApplications } from '@/features/applications/server/application-privacy';
import { sendDueReminders } from '@/features/bookings/server/booking-reminders';
import { removePastSlots } from '@/features/bookings/server/booking-slots';
import { removeExpiredEnquiries } from '@/features/enquiries/server/enquiries';
import { removeUnconfirmedSubscriptions } from '@/features/subscriptions/server/subscriptions';
import { kickOutbox } from '@/lib/server/mail/outbox';

const HOURLY = 60 * 60 * 1000;
const OFFER_SWEEP_MS = 5 * 60 * 1000;
let started = false;

/**
 * Once per server: sends mail left waiting by an earlier run (or another instance), and erases
 * enquiries past ENQUIRY_RETENTION_DAYS, closed applications past APPLICATION_RETENTION_DAYS and
 * subscriptions left unconfirmed for 7 days, now and every hour (the inbox and the applications
 * list erase theirs too whenever opened). It also queues the reminders of tomorrow's bookings and
 * erases booking slots a month past, with their bookings.
 */
export function startEnquiryUpkeep(): void {
  if (started) return;
  started = true;
  const upkeep = () => {
    removeExpiredEnquiries().catch((error) => console.error('Enquiry retention:', error));
    removeExpiredApplications().catch((error) => console.error('Application retention:', error));
    removeUnconfirmedSubscriptions().catch((error) =>
      console.error('Unconfirmed subscriptions:', error),
    );
    removePastSlots().catch((error) => console.error('Past booking slots:', error));
    // Before kicking the outbox: what it queues goes out in this round.
    sendDueReminders()
      .catch((error) => console.error('Booking reminders:', error))
      .finally(kickOutbox);
  };
  upkeep();
  setInterval(upkeep, HOURLY).unref();
  // Offers past their deadline lapse and move on to the next in line (reads settle them too).
  const offers = () => {
    void (async () => {
      const { getDb } = await import('@/lib/db/client');
      const { sweepLapsedOffers } = await import('@/features/waiting-list/server/offers');
      await sweepLapsedOffers(await getDb());
    })().catch((error) => console.error('Offer deadlines:', error));
  };
  offers();
  setInterval(offers, OFFER_SWEEP_MS).unref();
}
