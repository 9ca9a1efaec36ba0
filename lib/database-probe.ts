// Whether the admin screens and sign-up can reach their data now, asked by the proxy before it
// renders one: App Router pages cannot set their own status, so the proxy gives the "database
// unreachable" screen its 503 (the admin layout shows the screen itself; for sign-up, the proxy
// shows its outage screen in place of the static page).

import { inProcessSlot } from './in-process';

/** True when the data answers now. */
export type DatabaseProbe = () => Promise<boolean>;

/** The server's own probe (lib/in-process.ts); proxy.ts asks the API's health without it. */
export const inProcessDatabaseProbe = inProcessSlot<DatabaseProbe>('database-probe');

/** How long a good answer is reused: bursts of admin requests share one probe. */
const REACHABLE_TTL_MS = 1000;
let reachableAt = -Infinity;

/**
 * `probe`'s answer, a good one reused for a second (an outage shows within that second; a
 * recovery at once, as a failed answer is never reused).
 */
export async function dataReachable(probe: DatabaseProbe, now = Date.now()): Promise<boolean> {
  if (now - reachableAt <= REACHABLE_TTL_MS) return true;
  const reachable = await probe().catch(() => false);
  if (reachable) reachableAt = now;
  return reachable;
}
