import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './lock';
import { applyMigrations, pendingMigrations, type MigrationOutcome } from './migrate';
import * as schema from './schema';
import { migrateOnStart, postgresSettings } from './settings.mjs';
import type { Database } from './types';

export type { Database } from './types';

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** What opening it applied, when it migrated. */
  migrations?: MigrationOutcome;
}

export const MIGRATIONS_FOLDER = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'lib',
  'db',
  'migrations',
);

export function dataDir(): string {
  // Runtime data, not part of the build's file tracing.
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data');
}

export interface OpenOptions {
  /** A PostgreSQL URL; without one, the embedded PGlite. */
  url?: string;
  /** PGlite's data folder (default DATA_DIR); its database lives in `db` inside. */
  dir?: string;
  /** PGlite in memory, for tests. */
  memory?: boolean;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** PostgreSQL pool size, over DATABASE_POOL_MAX (one-off scripts need one connection). */
  max?: number;
  /** Tests only: another migrations folder. */
  migrationsFolder?: string;
}

const warned = new Set<string>();

/**
 * Opens the database and applies pending migrations (unless `migrate: false`, for backups that
 * take it as it is): PostgreSQL when a URL is given, otherwise the embedded PGlite in
 * `DATA_DIR/db` (or in memory, for tests). Migrations run under an advisory lock in one
 * transaction (lib/db/migrate.ts), so instances starting together do not collide. With a URL
 * nothing is written outside the database: DATA_DIR may not exist.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrating = options.migrate !== false;
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.url) {
    const settings = postgresSettings(options.url);
    for (const warning of settings.warnings) {
      if (!warned.has(warning)) console.warn(warning);
      warned.add(warning);
    }
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(settings.url, {
      ...settings.options,
      ...(options.max ? { max: options.max } : {}),
      onnotice: () => {},
    });
    const db = drizzle(client, { schema }) as unknown as Database;
    try {
      const migrations = migrating ? await applyMigrations(db, migrationsFolder) : undefined;
      return { db, close: () => client.end(), kind: 'postgres', migrations };
    } catch (error) {
      // Its connections would stay open, one more pool at every retry.
      await client.end({ timeout: 1 }).catch(() => {});
      throw error;
    }
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir: string | undefined;
  let unlock = () => {};
  if (!options.memory) {
    const root = options.dir ?? dataDir();
    // PGlite creates its own folder but not the parents.
    mkdirSync(root, { recursive: true });
    unlock = lockDataDir(root);
    dir = path.join(root, 'db');
  }
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    client = new PGlite(dir);
    const db = drizzle(client, { schema }) as unknown as Database;
    const migrations = migrating ? await applyMigrations(db, migrationsFolder) : undefined;
    const opened = client;
    const close = async () => {
      await opened.close();
      unlock();
    };
    return { db, close, kind: 'pglite', migrations };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}

/**
 * Applies the pending migrations and closes the database again: `npm run db:migrate`, the deploy
 * step. PostgreSQL through one connection; the embedded database only while no other process
 * holds DATA_DIR (its lock file).
 */
export async function migrateDatabase(
  options: Pick<OpenOptions, 'url' | 'dir' | 'migrationsFolder'> = {},
): Promise<MigrationOutcome & { kind: DatabaseHandle['kind'] }> {
  const handle = await openDatabase({ ...options, migrate: true, max: 1 });
  try {
    return { applied: 0, total: 0, ...handle.migrations, kind: handle.kind };
  } finally {
    await handle.close();
  }
}

/** With MIGRATE_ON_START off, says so when the deploy step did not migrate this database. */
async function warnIfBehind(handle: DatabaseHandle): Promise<void> {
  try {
    const pending = await pendingMigrations(handle.db, MIGRATIONS_FOLDER);
    if (pending > 0) {
      console.warn(
        `The database lacks ${pending} migration(s) of this version and MIGRATE_ON_START is off: ` +
          'run `npm run db:migrate`.',
      );
    }
  } catch {
    // Only advice: the migrations folder may not be deployed when the server does not migrate.
  }
}

async function openProcessDatabase(): Promise<DatabaseHandle> {
  const migrate = migrateOnStart();
  const handle = await openDatabase({ url: process.env.DATABASE_URL || undefined, migrate });
  if (!migrate) await warnIfBehind(handle);
  return handle;
}

const globalForDb = globalThis as unknown as { kennelDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened on first use, never during the build; it applies pending
 * migrations first unless MIGRATE_ON_START is off.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.kennelDb) {
    globalForDb.kennelDb = openProcessDatabase();
    globalForDb.kennelDb.catch(() => {
      // Let the next request try again, e.g. once PostgreSQL is back.
      globalForDb.kennelDb = undefined;
    });
  }
  return globalForDb.kennelDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

export { schema };
