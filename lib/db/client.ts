import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
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

/**
 * Opens the database and applies pending migrations (unless `migrate: false`, for backups that
 * take it as it is): PostgreSQL when a URL is given, otherwise the embedded PGlite in
 * `DATA_DIR/db` (or in memory, for tests).
 */
export async function openDatabase(
  options: { url?: string; dir?: string; memory?: boolean; migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const migrating = options.migrate !== false;
  if (options.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    if (migrating) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, close: () => client.end(), kind: 'postgres' };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  let unlock = () => {};
  if (!options.memory) {
    const root = options.dir ?? dataDir();
    // PGlite creates its own folder but not the parents.
    mkdirSync(root, { recursive: true });
    unlock = lockDataDir(root);
    dir = path.join(root, 'db');
  }
  try {
    const client = new PGlite(dir);
    const db = drizzle(client, { schema });
    if (migrating) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: db as unknown as Database, close, kind: 'pglite' };
  } catch (error) {
    unlock();
    throw error;
  }
}

const globalForDb = globalThis as unknown as { kennelDb?: Promise<DatabaseHandle> };

/** The process-wide database, opened (and migrated) on first use, never during the build. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.kennelDb) {
    globalForDb.kennelDb = openDatabase({ url: process.env.DATABASE_URL || undefined });
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
