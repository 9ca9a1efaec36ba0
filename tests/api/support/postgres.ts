import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/lib/server-process';

const run = promisify(execFile);

/** Debian's newest PostgreSQL server binaries (`/usr/lib/postgresql/<version>/bin`), if any. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/**
 * A cluster of our own needs the server binaries and root (to run them as `postgres`, as
 * .ci/postgres.sh does); tests that stop and start PostgreSQL skip without them.
 */
export const canRunPostgres = (): boolean =>
  postgresBinaries() !== null && process.getuid?.() === 0;

export interface PostgresCluster {
  /** The `postgres` database's URL, for creating databases. */
  adminUrl: string;
  /** Stops the server (fast shutdown: open connections are cut); the data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

/** Runs a command as the `postgres` user: the server refuses to run as root. */
async function asPostgres(command: string): Promise<void> {
  await run('su', ['postgres', '-s', '/bin/bash', '-c', command], { timeout: 60_000 });
}

/**
 * A throw-away PostgreSQL cluster in a temp folder on a free loopback port, like
 * .ci/postgres.sh, but one a test may stop and start.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries are not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-pg-'));
  await run('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asPostgres(`${bin}/initdb -D '${data}' -A trust -U postgres --no-sync`);
  const options = `-k '${dir}' -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres(`${bin}/pg_ctl -D '${data}' -l '${dir}/log' -w -o "${options}" start`);
  const stop = () => asPostgres(`${bin}/pg_ctl -D '${data}' -m fast -w stop`);
  await start();
  let running = true;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => {});
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
