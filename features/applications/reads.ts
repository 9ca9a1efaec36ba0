import 'server-only';
import { getDb } from '@/lib/db/client';
import { myPage, type MyPageView } from '@/features/applications/server/my-page';

/*
 * What the buyer's private page and the applications' screens read (their UI imports no service
 * itself). Always in this process: they are rendered per request and hold personal data, so no
 * copy is cached, and an instance with API_URL has no such data of its own to show.
 */

/** The private page's content, or null for a link that is not (or no longer) valid. */
export async function getMyPage(token: string): Promise<MyPageView | null> {
  return myPage(await getDb(), token);
}

export { applicationFormData } from './server/application-form';
export { renderedStart } from '@/lib/server/enquiry-start';
export { depositScreen } from '@/features/waiting-list/server/waiting-list';
export { formatDay, formatMoment, formatMoney } from '@/lib/server/mail/formats';
export { mailConfig } from '@/lib/server/mail/config';
export { epcQrSvg } from '@/lib/server/qr';
export { kennelName, readSiteFacts } from '@/features/site/server/site-facts';
