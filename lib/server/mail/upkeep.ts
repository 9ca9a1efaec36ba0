import 'server-only';
import { removeExpiredEnquiries } from '../enquiries';
import { removeUnconfirmedSubscriptions } from '../subscriptions';
import { kickOutbox } from './outbox';

const HOURLY = 60 * 60 * 1000;
let started = false;

/**
 * Once per server: sends mail left waiting by an earlier run (or another instance), and erases
 * enquiries past ENQUIRY_RETENTION_DAYS and subscriptions left unconfirmed for 7 days, now and
 * every hour (the inbox erases old enquiries too whenever it is opened).
 */
export function startEnquiryUpkeep(): void {
  if (started) return;
  started = true;
  const upkeep = () => {
    removeExpiredEnquiries().catch((error) => console.error('Enquiry retention:', error));
    removeUnconfirmedSubscriptions().catch((error) =>
      console.error('Unconfirmed subscriptions:', error),
    );
    kickOutbox();
  };
  upkeep();
  setInterval(upkeep, HOURLY).unref();
}
