// Whether the admin screens can reach their data now, asked by the proxy before it renders one:
// App Router pages cannot set their own status, so the proxy gives the "database unreachable"
// screen its 503 (the admin layout shows the screen itself).

/** True when the data answers now. */
export type DatabaseProbe = () => Promise<boolean>;

// The proxy and instrumentation.ts load separate copies of this module (as lib/dog-route.ts):
// the probe is shared through globalThis.
const IN_PROCESS_PROBE = Symbol.for('kennel.database-probe');
const shared = globalThis as { [IN_PROCESS_PROBE]?: DatabaseProbe };

/** Offered by the server when it owns the data, so the proxy needs no HTTP round trip. */
export function provideDatabaseProbe(probe: DatabaseProbe): void {
  shared[IN_PROCESS_PROBE] = probe;
}

export function inProcessDatabaseProbe(): DatabaseProbe | undefined {
  return shared[IN_PROCESS_PROBE];
}

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
