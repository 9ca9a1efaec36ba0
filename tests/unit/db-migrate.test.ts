import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, schema } from '@/lib/db/client';
import { lockDataDir } from '@/lib/db/lock';
import { MIGRATION_LOCK_KEY } from '@/lib/db/migrate';

// `npm run db:migrate` and the migrations every instance applies when it starts, on PostgreSQL
// (TEST_DATABASE_URL, a server where the tests may create databases: .ci/postgres.sh starts one)
// and on the embedded database.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = process.env.TEST_DATABASE_URL;
const KNOWN = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();
const MIGRATIONS = `${KNOWN.length} migration${KNOWN.length === 1 ? '' : 's'}`;
const work = mkdtempSync(path.join(tmpdir(), 'kennel-migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run db:migrate` (as package.json runs it), with `env` over a clean environment. */
function runMigrateScript(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: path.join(work, 'unused-data-dir'),
    ...env,
  };
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/db-migrate.ts'],
    { cwd: ROOT, env: childEnv },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe.skipIf(!SERVER)('migrations on PostgreSQL', { timeout: 60_000 }, () => {
  const server = () => postgres(SERVER!, { max: 1, onnotice: () => {} });
  const created: string[] = [];

  /** A new, empty database on the test server. */
  async function emptyDatabase(): Promise<string> {
    const name = `kennel_migrate_${randomBytes(6).toString('hex')}`;
    const sqlClient = server();
    try {
      await sqlClient.unsafe(`CREATE DATABASE ${name}`);
    } finally {
      await sqlClient.end();
    }
    created.push(name);
    const url = new URL(SERVER!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    const sqlClient = server();
    try {
      for (const name of created) await sqlClient.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
    } finally {
      await sqlClient.end();
    }
  });

  /** What the migrations left: drizzle's bookkeeping rows and the site's tables. */
  async function schemaState(url: string) {
    const sqlClient = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const migrations = await sqlClient<{ hash: string; created_at: string }[]>`
        SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY id`;
      const tables = await sqlClient<{ name: string }[]>`
        SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`;
      return {
        migrations: migrations.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
        tables: tables.map((t) => t.name),
      };
    } finally {
      await sqlClient.end();
    }
  }

  const migrated = {
    migrations: KNOWN.map((m) => ({ hash: m.hash, createdAt: m.folderMillis })),
    tables: TABLES,
  };

  /**
   * Holds the migration lock on `url` until `waiters` migrations queue behind it, then lets them
   * all go at once: they really run at the same moment, whatever each one's start-up took.
   */
  async function releaseTogether(url: string, waiters: number, start: () => Promise<unknown>) {
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    try {
      let started!: Promise<unknown>;
      await holder.begin(async (tx) => {
        await tx.unsafe(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
        started = start();
        started.catch(() => {});
        const deadline = Date.now() + 40_000;
        for (;;) {
          const [waiting] = await tx<{ n: number }[]>`
            SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND database =
              (SELECT oid FROM pg_database WHERE datname = current_database())`;
          const n = waiting?.n ?? 0;
          if (n >= waiters) break;
          if (Date.now() > deadline) throw new Error(`only ${n} of ${waiters} waited for the lock`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      return await started;
    } finally {
      await holder.end();
    }
  }

  it('two migrations at once on an empty database build one schema, without an error', async () => {
    const url = await emptyDatabase();
    const outcomes = await Promise.all([migrateDatabase({ url }), migrateDatabase({ url })]);
    expect(outcomes.map((o) => o.applied).sort()).toEqual([0, KNOWN.length]);
    expect(outcomes.every((o) => o.total === KNOWN.length && o.kind === 'postgres')).toBe(true);
    expect(await schemaState(url)).toEqual(migrated);
  });

  it('instances starting together (openDatabase) and db:migrate queue on one lock', async () => {
    const url = await emptyDatabase();
    const opened = (await releaseTogether(url, 3, () =>
      Promise.all([openDatabase({ url }), openDatabase({ url }), migrateDatabase({ url })]),
    )) as [
      Awaited<ReturnType<typeof openDatabase>>,
      Awaited<ReturnType<typeof openDatabase>>,
      { applied: number },
    ];
    try {
      const applied = [
        opened[0].migrations?.applied,
        opened[1].migrations?.applied,
        opened[2].applied,
      ];
      expect(applied.sort()).toEqual([0, 0, KNOWN.length]);
      // Both instances work on the migrated database.
      for (const handle of [opened[0], opened[1]]) {
        expect(await handle.db.select().from(schema.users)).toEqual([]);
      }
    } finally {
      await opened[0].close();
      await opened[1].close();
    }
    expect(await schemaState(url)).toEqual(migrated);
  });

  it('two `npm run db:migrate` processes at once: one applies, the other finds it done', async () => {
    const url = await emptyDatabase();
    const dataDir = path.join(work, 'pg-script-data');
    const results = await releaseTogether(url, 2, () =>
      Promise.all([
        runMigrateScript({ DATABASE_URL: url, DATA_DIR: dataDir }),
        runMigrateScript({ DATABASE_URL: url, DATA_DIR: dataDir }),
      ]),
    );
    const lines = (results as { code: number; stdout: string; stderr: string }[])
      .map((r) => {
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        return r.stdout.trim();
      })
      .sort();
    const where = `PostgreSQL ${new URL(url).host}${new URL(url).pathname} (DATABASE_URL)`;
    expect(lines).toEqual(
      [
        `${where} is already up to date (${MIGRATIONS}).`,
        `Applied ${MIGRATIONS} to ${where} (${KNOWN.length} in all).`,
      ].sort(),
    );
    expect(await schemaState(url)).toEqual(migrated);
    // With DATABASE_URL nothing goes to DATA_DIR.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('keeps to the bookkeeping of drizzle’s own migrator', async () => {
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    // Ours after drizzle's finds nothing to do...
    const url = await emptyDatabase();
    const client = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.end();
    }
    expect(await migrateDatabase({ url })).toMatchObject({ applied: 0 });
    expect(await schemaState(url)).toEqual(migrated);
    // ...and drizzle's after ours too.
    const other = await emptyDatabase();
    await migrateDatabase({ url: other });
    const again = postgres(other, { max: 1, onnotice: () => {} });
    try {
      await migrate(drizzle(again), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await again.end();
    }
    expect(await schemaState(other)).toEqual(migrated);
  });

  it('a failing migration changes nothing, and a newer one applies on top', async () => {
    const folder = path.join(work, 'migrations-extra');
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    const addMigration = (body: string) => {
      journal.entries.push({
        ...last,
        idx: last.idx + 1,
        when: last.when + 1000,
        tag: '9999_extra',
      });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(path.join(folder, '9999_extra.sql'), body);
    };
    addMigration(
      'CREATE TABLE "extra" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\n' +
        'SELECT * FROM "no_such_table";',
    );
    const url = await emptyDatabase();
    await expect(migrateDatabase({ url, migrationsFolder: folder })).rejects.toThrow();
    const untouched = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [found] = await untouched<
        { tables: number; drizzleSchema: string | null }[]
      >`SELECT (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public') AS tables,
               to_regnamespace('drizzle')::text AS "drizzleSchema"`;
      expect(found).toEqual({ tables: 0, drizzleSchema: null });
    } finally {
      await untouched.end();
    }

    await migrateDatabase({ url });
    journal.entries.pop();
    addMigration('CREATE TABLE "extra" ("id" serial PRIMARY KEY);');
    expect(await migrateDatabase({ url, migrationsFolder: folder })).toMatchObject({
      applied: 1,
      total: KNOWN.length + 1,
    });
    expect((await schemaState(url)).tables).toEqual([...TABLES, 'extra'].sort());
  });

  it('db:migrate fails with a clear message and status 1 when the server cannot be reached', async () => {
    const result = await runMigrateScript({
      DATABASE_URL: 'postgres://kennel:secret-password@127.0.0.1:1/kennel',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^Could not migrate PostgreSQL 127\.0\.0\.1:1\/kennel \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    expect(result.stderr).not.toContain('secret-password');
  });

  describe('the process-wide database (getDatabase)', () => {
    const globalForDb = globalThis as unknown as { kennelDb?: Promise<{ close(): Promise<void> }> };
    afterEach(async () => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
      const opened = globalForDb.kennelDb;
      globalForDb.kennelDb = undefined;
      await (await opened?.catch(() => undefined))?.close();
    });

    it('migrates at first use, writing nothing to DATA_DIR', async () => {
      const url = await emptyDatabase();
      const dataDir = path.join(work, 'process-data-dir');
      vi.stubEnv('DATABASE_URL', url);
      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('MIGRATE_ON_START', '');
      const { getDatabase } = await import('@/lib/db/client');
      expect((await getDatabase()).migrations).toEqual({
        applied: KNOWN.length,
        total: KNOWN.length,
      });
      expect(await schemaState(url)).toEqual(migrated);
      expect(existsSync(dataDir)).toBe(false);
    });

    it('with MIGRATE_ON_START=0 leaves the schema alone and says what is missing', async () => {
      const url = await emptyDatabase();
      vi.stubEnv('DATABASE_URL', url);
      vi.stubEnv('MIGRATE_ON_START', '0');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { getDatabase } = await import('@/lib/db/client');
      expect((await getDatabase()).migrations).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(`lacks ${KNOWN.length} migration.*MIGRATE_ON_START is off.*db:migrate`),
        ),
      );
      const sqlClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        const [found] = await sqlClient<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;
        expect(found?.n).toBe(0);
      } finally {
        await sqlClient.end();
      }
    });
  });

  describe('through a transaction pooler’s settings', () => {
    afterEach(() => vi.unstubAllEnvs());

    /** Named statements the server keeps for the pool's one connection. */
    async function preparedAfterQueries(query = ''): Promise<number> {
      vi.stubEnv('DATABASE_POOL_MAX', '1');
      const handle = await openDatabase({ url: `${await emptyDatabase()}${query}` });
      try {
        const { db } = handle;
        await db.insert(schema.users).values({
          name: 'Anna',
          email: `anna-${randomBytes(4).toString('hex')}@example.com`,
          passwordHash: 'x',
          scope: ['admin'],
        });
        for (let i = 0; i < 3; i++) {
          const found = await db
            .select({ name: schema.users.name })
            .from(schema.users)
            .where(eq(schema.users.name, 'Anna'));
          expect(found.length).toBeGreaterThan(0);
          const named = db
            .select({ n: sql<number>`count(*)::int` })
            .from(schema.users)
            .where(eq(schema.users.name, sql.placeholder('name')))
            .prepare('users_named');
          expect(await named.execute({ name: 'Anna' })).toEqual([{ n: i + 1 }]);
          await db.insert(schema.users).values({
            name: 'Anna',
            email: `anna-${randomBytes(4).toString('hex')}@example.com`,
            passwordHash: 'x',
            scope: ['admin'],
          });
          const [sum] = (await db.execute(sql`SELECT ${i}::int + ${40}::int AS n`)) as unknown as {
            n: number;
          }[];
          expect(sum?.n).toBe(i + 40);
        }
        const [row] = (await db.execute(
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements`,
        )) as unknown as { n: number }[];
        return row!.n;
      } finally {
        await handle.close();
      }
    }

    it('DATABASE_PREPARE=false runs parameterised queries without prepared statements', async () => {
      // By default the driver keeps named statements on the connection (a pooler would lose them).
      expect(await preparedAfterQueries()).toBeGreaterThan(0);
      vi.stubEnv('DATABASE_PREPARE', 'false');
      expect(await preparedAfterQueries()).toBe(0);
      vi.stubEnv('DATABASE_PREPARE', '');
      expect(await preparedAfterQueries('?pgbouncer=true&connection_limit=1')).toBe(0);
    });
  });
});

describe('npm run db:migrate on the embedded database', { timeout: 120_000 }, () => {
  it('migrates DATA_DIR, then finds it up to date', async () => {
    const dataDir = path.join(work, 'embedded');
    const first = await runMigrateScript({ DATA_DIR: dataDir });
    expect(first).toEqual({
      code: 0,
      stdout: `Applied ${MIGRATIONS} to the embedded database in ${dataDir} (${KNOWN.length} in all).\n`,
      stderr: '',
    });
    const second = await runMigrateScript({ DATA_DIR: dataDir });
    expect(second).toEqual({
      code: 0,
      stdout: `The embedded database in ${dataDir} is already up to date (${MIGRATIONS}).\n`,
      stderr: '',
    });
    // The lock file went with the process.
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('refuses a DATA_DIR another process holds', async () => {
    const dataDir = mkdtempSync(path.join(work, 'held-'));
    const release = lockDataDir(dataDir);
    try {
      const result = await runMigrateScript({ DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `The database in ${dataDir} is in use by process ${process.pid}. Stop it first, or use another DATA_DIR.`,
      );
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    } finally {
      release();
    }
  });
});
