import 'server-only';
import { getDb } from '@/lib/db/client';
import type { WaitingListView } from '@/features/waiting-list/schema';
import { sweepLapsedOffers } from './offers';
import { readWaitingLines } from './waiting-list';

/**
 * The waiting-list screen: offers whose time ran out are settled, then the lines as they are
 * (readWaitingLines: all of them, or one litter's or the general line).
 */
export async function listWaitingLines(
  litter?: number | 'general',
  now = Date.now(),
): Promise<WaitingListView> {
  const db = await getDb();
  await sweepLapsedOffers(db, now);
  return readWaitingLines(db, litter);
}
