import 'server-only';
import { getDb } from '@/lib/db/client';
import { myPage, type MyPageView } from '@/lib/server/my-page';
import { listWaitingLines } from '@/features/waiting-list/server/waiting-lines';
import type { WaitingListView } from '@/features/waiting-list/schema';

/*
 * What the buyer's private page and the waiting-list screen read. Always in this
 * process: both are rendered per request and hold personal data, so no copy is cached, and an
 * instance with API_URL has no such data of its own to show.
 */

/** The private page's content, or null for a link that is not (or no longer) valid. */
export async function getMyPage(token: string): Promise<MyPageView | null> {
  return myPage(await getDb(), token);
}

export async function getWaitingList(): Promise<WaitingListView> {
  return listWaitingLines(await getDb());
}
