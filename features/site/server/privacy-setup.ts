import 'server-only';
import { getSiteInfo } from '@/features/site/reads';
import {
  controllerOf,
  privacyRecipients,
  type PrivacyNotice,
  type PrivacySetup,
} from '@/features/site/privacy-recipients';
import type { SiteFacts } from '@/features/site/facts-schema';
import { applicationRetentionDays } from '@/lib/server/mail/config';
import { mailConfig, retentionDays } from '@/lib/server/mail/config';
import { s3ConfigFromEnv } from '@/lib/server/storage/s3';

/** What the running site uses now: its mail, storage, Facebook embed and meeting link. */
async function privacySetup(
  facts: SiteFacts,
  meetingUrl: PrivacySetup['meetingUrl'],
): Promise<PrivacySetup> {
  const info = await getSiteInfo();
  const s3 = s3ConfigFromEnv();
  return {
    hostingName: facts.hostingName,
    hostingAddress: facts.hostingAddress?.replace(/\n/g, ', ') ?? null,
    smtpUrl: mailConfig()?.url ?? null,
    s3: s3 && { region: s3.region, endpoint: s3.endpoint },
    facebookPage: info.fbUrl,
    meetingUrl,
    airlines: facts.airlines,
  };
}

/**
 * The privacy notice's generated parts for this site, from its configuration, its facts and the
 * breeder's meeting link (a bookings setting, which the page reads: `getMeetingUrl`).
 */
export async function privacyNotice(
  facts: SiteFacts,
  meetingUrl: PrivacySetup['meetingUrl'],
): Promise<PrivacyNotice> {
  const setup = await privacySetup(facts, meetingUrl);
  return {
    controller: controllerOf(facts),
    recipients: privacyRecipients(setup),
    facebook: Boolean(setup.facebookPage),
    enquiryDays: Math.ceil(retentionDays()),
    applicationDays: Math.ceil(applicationRetentionDays()),
  };
}
