import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { Database } from './types';

/**
 * The advisory lock every migration of this site's database holds ("kennelmg" as a number): the
 * instances that start together on an empty database, and `npm run db:migrate`, migrate one after
 * the other. Drizzle's migrate() takes no lock of its own (drizzle-orm issue #874).
 */
export const MIGRATION_LOCK_KEY = '7738712955133128039';

export interface MigrationOutcome {
  /** Migrations this run applied. */
  applied: number;
  /** Migrations this version of the site has. */
  total: number;
}

type Executor = Pick<Database, 'execute'>;

/** The rows of a query, whichever driver ran it (postgres.js answers an array, PGlite `{rows}`). */
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** When the newest applied migration was written, or null when none was (or no table yet). */
async function lastApplied(db: Executor): Promise<number | null> {
  const [found] = await rows<{ table: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS table`,
  );
  if (!found?.table) return null;
  const [last] = await rows<{ created_at: string | null }>(
    db,
    sql`SELECT created_at::text AS created_at FROM drizzle.__drizzle_migrations
        ORDER BY created_at DESC LIMIT 1`,
  );
  return last?.created_at ? Number(last.created_at) : null;
}

/**
 * Applies the pending migrations as drizzle's migrator does — same bookkeeping table
 * (`drizzle.__drizzle_migrations`) and the same rule (every migration written after the newest
 * one applied) — but in one transaction that first takes MIGRATION_LOCK_KEY with
 * `pg_advisory_xact_lock`: a second migration waits for the first to commit, then finds nothing
 * left to do. A transaction lock, not a session one, so it also holds through a transaction-mode
 * pooler; and a failed migration leaves the database as it was.
 */
export async function applyMigrations(
  db: Database,
  migrationsFolder: string,
): Promise<MigrationOutcome> {
  const known = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_KEY)})`);
    const last = await lastApplied(tx);
    const pending = known.filter((m) => last === null || last < m.folderMillis);
    if (pending.length === 0) return { applied: 0, total: known.length };
    // Only now, so that a database already up to date needs no right to create anything.
    await runMigrations(tx, pending);
    return { applied: pending.length, total: known.length };
  });
}

/** How many of the migrations in `migrationsFolder` the database lacks (reads only). */
export async function pendingMigrations(db: Executor, migrationsFolder: string): Promise<number> {
  const known = readMigrationFiles({ migrationsFolder });
  const last = await lastApplied(db);
  return known.filter((m) => last === null || last < m.folderMillis).length;
}

/**
 * Applies `migrations` in the caller's transaction with drizzle's own bookkeeping (its table and
 * rows), so drizzle's migrator and this one each continue where the other stopped. Restores use
 * it too, for the schema a backup knew and the migrations that came since.
 */
export async function runMigrations(tx: Executor, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
          id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
          VALUES (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
