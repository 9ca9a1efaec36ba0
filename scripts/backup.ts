// Writes the site's whole data — the database and every photo — into one archive:
//   npm run backup -- backups/kennel-2026-05-01.tar.gz
// Uses DATA_DIR (and DATABASE_URL when set) like the site. With the embedded database, stop the
// site first; with PostgreSQL the backup may run while the site does.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir } from '@/lib/db/client';
import { createBackup } from '@/features/backup/server';
import { runMain } from './lib/run-main';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('usage: npm run backup -- <file.tar.gz>');
    return 2;
  }
  const file = path.resolve(positionals[0]!);
  const summary = await createBackup(file, {
    dataDir: dataDir(),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  for (const warning of summary.warnings) console.warn(`warning: ${warning}`);
  const rows = Object.entries(summary.rows).map(([table, count]) => `${table} ${count}`);
  console.log(
    `Backup written to ${summary.file} (${(summary.bytes / 1024).toFixed(0)} KB): ` +
      `${rows.join(', ')} rows; ${summary.photoFiles} photo files.`,
  );
  return 0;
}

runMain(main);
