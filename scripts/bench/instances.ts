import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startSiteProcess, stopProcess } from '../lib/server-process';
import { startRedis } from '../../tests/support/redis-server';
import { startS3Server } from '../../tests/support/s3-server';
import { startBalancer } from './balancer';
import type { LoadMeasure } from './budgets';
import { measureTarget } from './load';
import { ensureDebianPackage, hasCommand } from './needs';
import { startDatabase } from './postgres';
import { seedDemo } from './site';

/** The redis-server startRedis() runs (tests/support/redis-server.ts). */
const REDIS_SERVER = process.env.REDIS_SERVER || 'redis-server';

/** What the run set up, each step's undo: run last-in first-out, in `finally`. */
class Teardown {
  private readonly steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.steps.push(step);
  }

  /** Runs every step even when one fails: a failed cleanup is reported, never hides a result. */
  async run(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`  cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
}

function redisVersion(): string {
  const output = spawnSync(REDIS_SERVER, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return output.match(/v=([\d.]+)/)?.[1] ?? '';
}

/** Fails unless the demo data came through: the dogs from the database, a photo from the bucket. */
async function checkDemoData(url: string): Promise<void> {
  const dogs = (await (await fetch(`${url}/api/dogs`)).json()) as { images: { url: string }[] }[];
  if (dogs.length === 0) throw new Error('the seeded database holds no dog');
  const photo = await fetch(`${url}${dogs[0]!.images[0]!.url}`);
  if (!photo.ok) throw new Error(`a seeded photo answered ${photo.status} through the proxy`);
  await photo.arrayBuffer();
}

/**
 * Two instances sharing PostgreSQL, an S3-compatible bucket (s3rver) and Redis, with the demo data
 * seeded into the database and bucket, behind a local round-robin load balancer; measures the
 * home page through it. Throws MissingPiece (see needs.ts) when PostgreSQL or Redis is not here
 * and cannot be installed. Everything it starts is stopped and removed before it returns.
 *
 * Both instances run plain `next start`, as a platform's instances do: the figure then compares
 * with the single `next start` measured before it, the second instance and the shared services
 * being the only difference. One `npm start` beside one `next start` (as
 * tests/api/instances.test.ts runs them, to prove both entries share correctly) would average two
 * different servers under round robin and say little about either.
 */
export async function measureInstances(label: string): Promise<{
  measure: LoadMeasure;
  setup: string;
}> {
  ensureDebianPackage('redis-server', () => hasCommand(REDIS_SERVER));
  const teardown = new Teardown();
  try {
    const database = await startDatabase();
    teardown.add(() => database.stop());
    const redis = await startRedis();
    teardown.add(() => redis.stop());
    const s3 = await startS3Server();
    teardown.add(() => s3.stop());

    const ports = [await freePort(), await freePort()];
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...s3.env,
    };
    const ownDataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kennel-bench-instance-'));
      teardown.add(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    };
    console.log('  seeding the demo data into PostgreSQL and the bucket');
    seedDemo({ ...shared, DATA_DIR: ownDataDir() });

    // Pages name the public address, which is the balancer's: it is known before it listens.
    const balancerPort = await freePort();
    for (const port of ports) {
      const env = {
        ...shared,
        DATA_DIR: ownDataDir(),
        SITE_URL: `http://127.0.0.1:${balancerPort}`,
      };
      const child = await startSiteProcess(port, env, 'next-start');
      teardown.add(() => stopProcess(child));
    }
    const balancer = await startBalancer(ports, balancerPort);
    teardown.add(() => balancer.stop());
    await checkDemoData(balancer.url);

    const measure = await measureTarget(balancer.url, { label, path: '/', isCachedPage: false });
    return {
      measure,
      setup:
        `two \`next start\` processes with the same AUTH_SECRET, sharing ${database.describe}, ` +
        `an S3-compatible bucket (s3rver) and Redis ${redisVersion()} (Next's cache), behind ` +
        `${balancer.describe}, with the demo data seeded into the database and the bucket.`,
    };
  } finally {
    await teardown.run();
  }
}
