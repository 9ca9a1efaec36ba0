import 'server-only';
import { removeExpiredApplications } from '../application-privacy';
import { removeExpiredEnquiries } from '../enquiries';
import { kickOutbox } from './outbox';

const HOURLY = 60 * 60 * 1000;
let started = false;

/**
 * Once per server: sends mail left waiting by an earlier run (or another instance), and erases
 * enquiries past ENQUIRY_RETENTION_DAYS and closed applications past APPLICATION_RETENTION_DAYS
 * now and every hour (the inbox and the applications list erase them too whenever opened).
 */
export function startEnquiryUpkeep(): void {
  if (started) return;
  started = true;
  const upkeep = () => {
    removeExpiredEnquiries().catch((error) => console.error('Enquiry retention:', error));
    removeExpiredApplications().catch((error) => console.error('Application retention:', error));
    kickOutbox();
  };
  upkeep();
  setInterval(upkeep, HOURLY).unref();
}
