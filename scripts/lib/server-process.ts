import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on right now, for a server of a test or benchmark. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `${url}/api/health` answers 2xx; fails early when the server process exits, and
 * after `timeoutMs`. `describe` adds what the server printed to the error.
 */
async function waitForHealth(
  url: string,
  child: ChildProcess,
  { timeoutMs = 60_000, describe = () => '' }: { timeoutMs?: number; describe?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} ${describe()}`.trim());
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} ${describe()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Sends SIGTERM and resolves once the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * How the tests serve the site: `npm start`'s entry (server/start.mjs, which runs `next start`
 * once the build exists), or, with `TEST_ENTRY=next-start`, the `next start` command itself.
 */
export type SiteEntry = 'npm-start' | 'next-start';

export function siteEntry(env: NodeJS.ProcessEnv = process.env): SiteEntry {
  return env.TEST_ENTRY === 'next-start' ? 'next-start' : 'npm-start';
}

function entryCommand(entry: SiteEntry, port: number): string[] {
  if (entry === 'npm-start') return [path.join(ROOT, 'server', 'start.mjs')];
  return [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', `${port}`];
}

/**
 * What `npm start` runs (server/start.mjs, never building: the build must exist), or plain
 * `next start` (see `siteEntry`), on `port` with `env`, resolved once it answers its health check;
 * what it printed to stderr explains a failure.
 */
export async function startSiteProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  entry: SiteEntry = siteEntry(env),
): Promise<ChildProcess> {
  const child = spawn(process.execPath, entryCommand(entry, port), {
    cwd: ROOT,
    // As `npm start` does (package.json): glibc gives memory freed by sharp's threads back.
    env: { MALLOC_ARENA_MAX: '2', ...env, PORT: String(port), FORCE_BUILD: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  try {
    await waitForHealth(`http://localhost:${port}`, child, { describe: () => stderr });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

/** The migrations this checkout has, as one hash: a template made for others is never used. */
function migrationsHash(): string {
  const folder = path.join(ROOT, 'lib', 'db', 'migrations');
  const hash = createHash('sha256');
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(folder, name);
    hash.update(name);
    try {
      hash.update(readFileSync(file));
    } catch {
      // A folder.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty embedded database with this checkout's migrations applied, made once (by
 * `npm run db:migrate`, the deploy step) and kept in the temp folder: creating a PGlite database
 * takes seconds, copying one far less.
 */
function templateDatabase(): string {
  const template = path.join(tmpdir(), `kennel-empty-db-${migrationsHash()}`);
  if (existsSync(template)) return template;
  const work = mkdtempSync(`${template}-making-`);
  const made = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(ROOT, 'scripts', 'db-migrate.ts')],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: work, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (made.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`could not make the empty test database: ${made.stderr}`);
  }
  try {
    // Atomic: a test process making the same template at the same time keeps its own or ours.
    renameSync(path.join(work, 'db'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return template;
}

/**
 * A new data folder (named `prefix…` in the temp folder) holding an empty, migrated embedded
 * database, as a site's first start leaves it: for test sites that need no data of their own.
 */
export function emptyDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(templateDatabase(), path.join(dir, 'db'), { recursive: true });
  return dir;
}
