// Applies the database migrations this version of the site has — the deploy step:
//   npm run db:migrate
// PostgreSQL at DATABASE_MIGRATE_URL, else DATABASE_URL; without either, the embedded database in
// DATA_DIR (stop the site first: it holds that folder). On PostgreSQL the migrations run in one
// transaction under an advisory lock, so running it while instances start (which migrate too,
// unless MIGRATE_ON_START=0) or twice at once is safe, and a failure changes nothing. A
// transaction-mode pooler's URL works; a direct one (DATABASE_MIGRATE_URL) avoids its limits.
import { parseArgs } from 'node:util';
import { dataDir, migrateDatabase } from '@/lib/db/client';
import { DataDirInUseError } from '@/lib/db/lock';
import { migrationUrl } from '@/lib/db/settings.mjs';
import { runMain } from './lib/run-main';

/** Where the migrations go, for the messages: the server and database, never the password. */
function describe(url: string | undefined): string {
  if (!url) return `The embedded database in ${dataDir()}`;
  const variable = process.env.DATABASE_MIGRATE_URL?.trim()
    ? 'DATABASE_MIGRATE_URL'
    : 'DATABASE_URL';
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname} (${variable})`;
  } catch {
    return `PostgreSQL (${variable})`;
  }
}

const migrations = (n: number) => `${n} migration${n === 1 ? '' : 's'}`;

/** The driver's reason first: drizzle wraps it in "Failed query: <the whole statement>". */
function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const query = (error as { query?: unknown }).query;
  if (error.cause instanceof Error && typeof query === 'string') {
    const statement = query.trim().replace(/\s+/g, ' ');
    const shown = statement.length > 120 ? `${statement.slice(0, 120)}…` : statement;
    return `${error.cause.message} (in: ${shown})`;
  }
  return error.message;
}

async function main(): Promise<number> {
  try {
    parseArgs({ allowPositionals: false, options: {} });
  } catch {
    console.error('usage: npm run db:migrate   (no arguments: the environment names the database)');
    return 2;
  }
  const url = migrationUrl();
  const where = describe(url);
  let outcome;
  try {
    outcome = await migrateDatabase({ url });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
    throw new Error(
      `Could not migrate ${where}: ${explain(error)}\n` +
        'Nothing was changed (the pending migrations run in one transaction).',
    );
  }
  if (outcome.applied === 0) {
    console.log(`${where} is already up to date (${migrations(outcome.total)}).`);
  } else {
    console.log(
      `Applied ${migrations(outcome.applied)} to ` +
        `${where.replace(/^The /, 'the ')} ` +
        `(${outcome.total} in all).`,
    );
  }
  return 0;
}

runMain(main);
