import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Database } from '@/lib/db/client';
import { MIGRATION_LOCK_KEY, runMigrations } from '@/lib/db/migrate';

/**
 * A logical dump: every table of the `public` schema as JSON rows, each serial column's
 * sequence position, and the migrations the database had applied. Generic over the schema, so a
 * table added by a later migration is backed up without touching this file.
 */
export const databaseDumpSchema = z.strictObject({
  migrations: z.array(z.strictObject({ hash: z.string(), createdAt: z.number().int() })),
  tables: z.array(
    z.strictObject({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  sequences: z.array(
    z.strictObject({ table: z.string(), column: z.string(), lastValue: z.string().regex(/^\d+$/) }),
  ),
});

export type DatabaseDump = z.infer<typeof databaseDumpSchema>;

/** Why a backup or restore will not go ahead: told to the user as is. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

type Executor = Pick<Database, 'execute'>;

/** The rows of a query, whichever driver ran it (postgres.js answers an array, PGlite `{rows}`). */
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/**
 * The foreign keys between tables of the `public` schema, a table's own included. A deferrable
 * one (a puppy's litter, whose mother is a dog) is checked at commit: it does not order tables.
 */
async function foreignKeys(db: Executor) {
  return rows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
        JOIN pg_class child ON child.oid = k.conrelid
        JOIN pg_class parent ON parent.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public' AND NOT k.condeferrable`,
  );
}

/** The tables of the `public` schema, every table after the ones its foreign keys point to. */
async function tablesInOrder(db: Executor): Promise<string[]> {
  const names = await rows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`,
  );
  const links = await foreignKeys(db);
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`foreign keys form a cycle through ${name}`);
    for (const link of links) {
      if (link.child === name && link.parent !== name) visit(link.parent, [...path, name]);
    }
    ordered.push(name);
  };
  for (const { name } of names) visit(name, []);
  return ordered;
}

/** The migrations drizzle recorded as applied, oldest first (none in a brand-new database). */
async function appliedMigrations(db: Executor): Promise<DatabaseDump['migrations']> {
  const [found] = await rows<{ table: string | null }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS table`,
  );
  if (!found?.table) return [];
  const applied = await rows<{ hash: string; created_at: string }>(
    db,
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations
        ORDER BY created_at`,
  );
  return applied.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) }));
}

/** One consistent snapshot of the whole database, even while the site writes (PostgreSQL). */
export async function dumpDatabase(db: Database): Promise<DatabaseDump> {
  return db.transaction(
    async (tx) => {
      const tables = [];
      for (const name of await tablesInOrder(tx)) {
        const [result] = await rows<{ rows: Record<string, unknown>[] }>(
          tx,
          sql`SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) AS rows FROM ${table(name)} t`,
        );
        tables.push({ name, rows: result?.rows ?? [] });
      }
      // A sequence that was never used has no last value: it starts afresh after a restore too.
      const sequences = await rows<DatabaseDump['sequences'][number]>(
        tx,
        sql`SELECT c.table_name AS "table", c.column_name AS "column",
                   s.last_value::text AS "lastValue"
            FROM information_schema.columns c
            JOIN pg_sequences s
              ON pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name)
                 = format('%I.%I', s.schemaname, s.sequencename)
            WHERE c.table_schema = 'public' AND s.last_value IS NOT NULL
            ORDER BY 1, 2`,
      );
      return { migrations: await appliedMigrations(tx), tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Row counts of the tables that hold any: a restore only goes into a database without data. */
export async function tablesWithRows(db: Executor): Promise<{ name: string; count: number }[]> {
  const filled = [];
  for (const name of await tablesInOrder(db)) {
    const [result] = await rows<{ count: string }>(
      db,
      sql`SELECT count(*)::text AS count FROM ${table(name)}`,
    );
    const count = Number(result?.count ?? 0);
    if (count > 0) filled.push({ name, count });
  }
  return filled;
}

const sameMigration = (a: { createdAt: number }, b: { folderMillis: number }) =>
  a.createdAt === b.folderMillis;

/**
 * The migrations this version of the site knows, checked against the backup's and the target
 * database's: both must have applied a prefix of them (an archive from a newer version, or a
 * target already set up by one, is refused).
 */
export async function planMigrations(
  db: Executor,
  dump: DatabaseDump,
): Promise<{ known: MigrationMeta[]; applied: number; level: number }> {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const isPrefix = (list: DatabaseDump['migrations']) =>
    list.length <= known.length && list.every((m, i) => sameMigration(m, known[i]!));
  if (!isPrefix(dump.migrations)) {
    throw new BackupRefused(
      'This backup comes from a newer version of the site (its database has changes this ' +
        'version does not know). Update the site, then restore.',
    );
  }
  const applied = await appliedMigrations(db);
  if (!isPrefix(applied) || applied.length > dump.migrations.length) {
    throw new BackupRefused(
      'The target database was set up by a newer version of the site than the backup. ' +
        'Restore into a new, empty database (or a fresh DATA_DIR).',
    );
  }
  return { known, applied: applied.length, level: dump.migrations.length };
}

const ROWS_PER_INSERT = 500;

/**
 * Loads the dump into an empty database in one transaction: the schema as the backup knew it,
 * its rows (parents before children), the sequences where they were, then the migrations that
 * came since. `beforeCommit` runs last inside the transaction (the photos are moved into place
 * there), so a failure anywhere leaves the database as it was.
 */
export async function restoreDatabase(
  db: Database,
  dump: DatabaseDump,
  beforeCommit: () => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting meanwhile would migrate the same empty database: they wait for this.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(MIGRATION_LOCK_KEY)})`);
    const { known, applied, level } = await planMigrations(tx, dump);
    await runMigrations(tx, known.slice(applied, level));
    const filled = await tablesWithRows(tx);
    if (filled.length) throw new BackupRefused(describeFilled(filled));
    await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
    const order = await tablesInOrder(tx);
    const unknown = dump.tables.find((t) => !order.includes(t.name));
    if (unknown) throw new BackupRefused(`The backup's table ${unknown.name} does not exist.`);
    // Rows that point at rows of their own table (a puppy's parents) go in one statement: its
    // foreign keys are checked once it ends, whatever order the rows come in.
    const selfReferencing = new Set(
      (await foreignKeys(tx)).filter((k) => k.child === k.parent).map((k) => k.child),
    );
    for (const name of order) {
      const data = dump.tables.find((t) => t.name === name)?.rows ?? [];
      const size = selfReferencing.has(name) ? data.length : ROWS_PER_INSERT;
      for (let start = 0; start < data.length; start += size) {
        const batch = JSON.stringify(data.slice(start, start + size));
        await tx.execute(
          sql`INSERT INTO ${table(name)}
              SELECT * FROM jsonb_populate_recordset(NULL::${table(name)}, ${batch}::jsonb)`,
        );
      }
    }
    for (const sequence of dump.sequences) {
      await tx.execute(
        sql`SELECT setval(
              pg_get_serial_sequence(format('%I.%I', 'public', ${sequence.table}::text),
                                     ${sequence.column}::text),
              ${sequence.lastValue}::bigint, true)`,
      );
    }
    await runMigrations(tx, known.slice(level));
    await beforeCommit();
  });
}

export function describeFilled(filled: { name: string; count: number }[]): string {
  const list = filled.map((t) => `${t.name}: ${t.count}`).join(', ');
  return `The target database already holds data (${list}). Restore only into an empty one.`;
}
