import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { ChildProcess } from 'node:child_process';
import {
  emptyDataDir,
  freePort,
  startSiteProcess,
  stopProcess,
} from '../../../scripts/lib/server-process';
import { startNginx, type NginxServer } from '../../support/nginx';

export const TEST_AUTH_SECRET = 'test-secret-for-api-tests-0123456789abcdef';

export interface TestServer {
  url: string;
  dataDir: string;
  /** The server's environment (data folder, database), for scripts run against its data. */
  env: NodeJS.ProcessEnv;
  /**
   * Stops and starts the server again on the same port, data folder and database; `whileStopped`
   * runs in between (the embedded database allows one process at a time).
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** What the server has printed to stderr since it last answered its health check. */
  output(): string;
  /** The server process's id (a new one after each restart). */
  readonly pid: number;
  /**
   * Sends `signal` to the server process without waiting for it to stop, for tests of what a
   * signal does to requests under way; resolves with how the process ended once it has.
   */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A throw-away PostgreSQL database when TEST_DATABASE_URL is set, else none (PGlite). */
export async function freshDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `kennel_test_${randomBytes(6).toString('hex')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sql.end();
    },
  };
}

function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * The production server of `npm start` (`next build` must have run) on its own port, data folder
 * and database: API tests talk to it over HTTP, exactly as a browser or script would.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const database = await freshDatabase();
  // On PGlite an empty migrated database, as the first start would make it, only sooner.
  const dataDir = database.url
    ? mkdtempSync(path.join(tmpdir(), 'kennel-api-'))
    : emptyDataDir('kennel-api-');
  const url = `http://localhost:${port}`;
  const env2: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    AUTH_SECRET: TEST_AUTH_SECRET,
    DATABASE_URL: database.url ?? '',
    ...env,
  };
  // Through nginx, which appends the address it saw, a test that plays a proxy itself (its own
  // X-Forwarded-For) is one proxy further out.
  if (process.env.TEST_NGINX === '1' && /^[1-9]\d*$/.test(env2.TRUST_PROXY ?? '')) {
    env2.TRUST_PROXY = String(Number(env2.TRUST_PROXY) + 1);
  }
  let output = '';
  const started = async () => {
    const site = await startSiteProcess(port, env2);
    output = '';
    site.stderr?.on('data', (chunk) => (output += chunk));
    return site;
  };
  let child = await started();
  const halt = () => stopProcess(child);
  // TEST_NGINX=1: the tests talk to the site through nginx (deploy/nginx/kennel.conf.template).
  const nginx: NginxServer | null =
    process.env.TEST_NGINX === '1' ? await startNginx(`127.0.0.1:${port}`) : null;
  return {
    url: nginx?.url ?? url,
    dataDir,
    env: env2,
    async restart(whileStopped) {
      await halt();
      await whileStopped?.();
      child = await started();
    },
    async stop() {
      await nginx?.stop();
      await halt();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    output: () => output,
    get pid() {
      return child.pid!;
    },
    kill(signal) {
      const current = child;
      const ended = exitOf(current);
      current.kill(signal);
      return ended;
    },
  };
}
