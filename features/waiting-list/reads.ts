import 'server-only';
import type { WaitingListView } from './schema';
import { listWaitingLines } from './server/waiting-lines';

// What the waiting-list screen reads: rendered per request, always in this process.

export async function getWaitingList(): Promise<WaitingListView> {
  return listWaitingLines();
}
