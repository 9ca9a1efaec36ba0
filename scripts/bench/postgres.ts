import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { freePort } from '../lib/server-process';
import { ensureDebianPackage, isRoot, MissingPiece } from './needs';

/** A fresh, empty database for the two-instance run; `stop()` drops it (and its cluster). */
export interface BenchDatabase {
  url: string;
  /** Where it lives, for the report: "PostgreSQL 15.14, a throw-away cluster". */
  describe: string;
  stop(): Promise<void>;
}

const DEBIAN_BINARIES = '/usr/lib/postgresql';

/** The newest of Debian's PostgreSQL versions installed, as .ci/postgres.sh picks it. */
function debianBinaries(): string | null {
  if (!existsSync(DEBIAN_BINARIES)) return null;
  const versions = readdirSync(DEBIAN_BINARIES)
    .filter((v) => existsSync(path.join(DEBIAN_BINARIES, v, 'bin', 'initdb')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = versions.at(-1);
  return newest ? path.join(DEBIAN_BINARIES, newest, 'bin') : null;
}

/** Runs `command` as the postgres user: the server refuses to run as root. */
function asPostgres(command: string): void {
  const result = spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

/**
 * A throw-away cluster on a loopback port, started as .ci/postgres.sh starts one (trust
 * authentication, no fsync: nothing in it outlives the benchmark). Needs root, to run the server
 * as the postgres user, and installs Debian's postgresql when missing.
 */
async function startCluster(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (!isRoot()) {
    throw new MissingPiece(
      'no PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where databases ' +
        'may be created, or run as root to start a throw-away cluster',
    );
  }
  ensureDebianPackage('postgresql', () => debianBinaries() !== null);
  const bin = debianBinaries()!;
  const port = await freePort();
  const dir = mkdtempSync('/tmp/kennel-bench-pg-');
  const data = path.join(dir, 'data');
  const stop = async () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      asPostgres(`${bin}/pg_ctl -D '${data}' -m fast -w stop`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The postgres user owns the cluster (mkdtemp made the folder root's, private).
    if (spawnSync('chown', ['postgres:postgres', dir]).status !== 0) {
      throw new Error(`cannot give ${dir} to the postgres user`);
    }
    asPostgres(`${bin}/initdb -D '${data}' -A trust -U postgres --no-sync`);
    const options = `-k '${dir}' -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`;
    asPostgres(`${bin}/pg_ctl -D '${data}' -l '${dir}/log' -w -o "${options}" start`);
    return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/**
 * A fresh database: in the server BENCH_DATABASE_URL or TEST_DATABASE_URL names (the one the API
 * suite uses), else in a throw-away cluster. Both are dropped by `stop()`.
 */
export async function startDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const cluster = given ? null : await startCluster();
  const adminUrl = given ?? cluster!.adminUrl;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `kennel_bench_${randomBytes(6).toString('hex')}`;
  try {
    await sql.unsafe(`CREATE DATABASE ${name}`);
    const [{ server_version: version } = { server_version: '?' }] = await sql<
      { server_version: string }[]
    >`SHOW server_version`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      describe: `PostgreSQL ${version.split(' ')[0]} (${given ? 'the server of BENCH_DATABASE_URL or TEST_DATABASE_URL' : 'a throw-away cluster'})`,
      async stop() {
        try {
          await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await sql.end();
          await cluster?.stop();
        }
      },
    };
  } catch (error) {
    await sql.end();
    await cluster?.stop();
    throw error;
  }
}
