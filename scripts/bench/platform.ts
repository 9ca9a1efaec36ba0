// The home page as platforms serve it, beside `npm start`'s figure: plain `next start` (what
// Vercel, Render, Fly … run), then two instances behind a local load balancer sharing
// PostgreSQL, a bucket and Redis: the first shows one server's own cost, the second what sharing
// the data costs. BENCH_SKIP_PLATFORM=1 skips both (run.ts).
import { balancerKind } from './balancer';
import type { LoadMeasure, PlatformRun } from './budgets';
import { measureInstances } from './instances';
import { measureTarget } from './load';
import { MissingPiece } from './needs';
import type { BenchSite } from './site';

/**
 * Runs `measure` as the platform run `label`. A missing piece skips the run; any other error is
 * recorded as the run's failure (a missed budget), so the report of the whole benchmark, minutes
 * of Lighthouse included, is still written.
 */
async function attempt(
  label: string,
  setup: string,
  measure: () => Promise<{ measure: LoadMeasure; setup?: string }>,
): Promise<PlatformRun> {
  try {
    const measured = await measure();
    return { label, setup: measured.setup ?? setup, measure: measured.measure };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof MissingPiece) {
      console.log(`  skipped: ${message}`);
      return { label, setup, skipped: message };
    }
    console.error(`  failed: ${error instanceof Error ? error.stack : message}`);
    return { label, setup, failed: message.split('\n')[0]! };
  }
}

/**
 * Plain `next start` on `site`'s data directory and environment (after `npm start` has stopped:
 * the embedded database allows one process at a time), then the two instances. Stops `site`.
 */
export async function measurePlatform(site: BenchSite): Promise<PlatformRun[]> {
  const runs: PlatformRun[] = [];
  console.log('> platform: plain next start on the same data');
  const nextStart = 'Plain `next start`';
  runs.push(
    await attempt(
      nextStart,
      'one `next start` process on the same data directory and environment (PGlite, photos on ' +
        "disk), started once `npm start` had stopped: public pages from Next's own cache in memory.",
      async () => {
        await site.restart('next-start');
        return {
          measure: await measureTarget(site.directUrl, {
            label: nextStart,
            path: '/',
            isCachedPage: true,
          }),
        };
      },
    ),
  );
  // Its CPU goes to the next run.
  await site.stop();

  console.log('> platform: two instances behind a load balancer');
  const instances = `Two \`next start\` instances behind ${balancerKind()}`;
  runs.push(
    await attempt(
      instances,
      'two `next start` processes sharing PostgreSQL, an S3-compatible bucket and Redis, behind a ' +
        'local round-robin load balancer.',
      () => measureInstances(instances),
    ),
  );
  return runs;
}
