// Brings a fresh DATA_DIR (and, with DATABASE_URL, an empty PostgreSQL database) back to the
// state of a backup made by `npm run backup`:
//   npm run restore -- backups/kennel-2026-05-01.tar.gz
// Refuses a DATA_DIR or database that already holds data, and a damaged archive; checks the
// whole archive before writing anything, and leaves nothing half-restored when it fails.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir } from '@/lib/db/client';
import { restoreBackup } from '@/features/backup/server';
import { runMain } from './lib/run-main';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('usage: npm run restore -- <file.tar.gz>');
    return 2;
  }
  const target = dataDir();
  const summary = await restoreBackup(path.resolve(positionals[0]!), {
    dataDir: target,
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  const rows = Object.entries(summary.rows).map(([table, count]) => `${table} ${count}`);
  const where = process.env.DATABASE_URL ? `the PostgreSQL database and ${target}` : target;
  console.log(
    `Restored into ${where}: ${rows.join(', ')} rows; ${summary.photoFiles} photo files.`,
  );
  for (const line of summary.signingKey) console.log(line);
  return 0;
}

runMain(main);
