import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { DataDirInUseError } from '@/lib/db/lock';
import { configuredStorage, type ImageStorage } from '@/lib/server/storage';
import { ArchiveError, DATABASE_FILE, readArchive, UPLOADS_PREFIX, writeArchive } from './archive';
import {
  databaseDumpSchema,
  describeFilled,
  dumpDatabase,
  planMigrations,
  restoreDatabase,
  BackupRefused,
  tablesWithRows,
  type DatabaseDump,
} from './database';
import { checkRows } from './rows';
import { recordSigningKey, signingKeyReport } from './signing-key';

/**
 * Where the data lives: DATA_DIR (the embedded database unless a URL is given, and the photos
 * unless S3_BUCKET names a bucket for them).
 */
export interface DataLocation {
  dataDir: string;
  databaseUrl?: string;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  photoFiles: number;
  warnings: string[];
}

async function open(location: DataLocation, action: string): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      url: location.databaseUrl,
      dir: location.dataDir,
      migrate: false,
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupRefused(
      `The site (process ${error.pid}) is running on ${location.dataDir}. Stop it, then ${action} ` +
        `again: the embedded database allows one process at a time. (With PostgreSQL, ` +
        `DATABASE_URL, a backup may run while the site does.)`,
    );
  }
}

/**
 * The tables whose rows name one file each, and the column that does (a buyer's
 * documents, a signed contract's PDF).
 */
const FILE_KEY_COLUMNS: Record<string, string> = {
  buyer_documents: 'key',
  contracts: 'pdf_key',
  // A video's MP4 (its poster's variants are in `variants`).
  videos: 'file_key',
};

/**
 * Files the rows point to: every image row keeps its files' keys in `variants`, the rows of the
 * FILE_KEY_COLUMNS tables theirs in that column.
 */
function referencedKeys(dump: DatabaseDump): Set<string> {
  const keys = new Set<string>();
  for (const table of dump.tables) {
    for (const row of table.rows) {
      const column = FILE_KEY_COLUMNS[table.name];
      const key = column ? row[column] : undefined;
      if (typeof key === 'string') keys.add(key);
      // A health certificate has watermarked public variants beside its private ones.
      for (const variants of [row.variants, row.public_variants]) {
        if (!Array.isArray(variants)) continue;
        for (const variant of variants as { key?: unknown }[]) {
          if (typeof variant?.key === 'string') keys.add(variant.key);
        }
      }
    }
  }
  return keys;
}

/**
 * Writes one archive of the site's data: the database's rows and every photo file. With the
 * embedded database the site must be stopped (its lock says so); with PostgreSQL the dump is
 * one consistent snapshot and may be taken while the site runs.
 */
export async function createBackup(file: string, location: DataLocation): Promise<BackupSummary> {
  if (existsSync(file)) {
    throw new BackupRefused(`${file} exists already: choose a new name (backups never overwrite).`);
  }
  if (!location.databaseUrl && !existsSync(path.join(location.dataDir, 'db'))) {
    throw new BackupRefused(`There is no database in ${location.dataDir} (DATA_DIR) to back up.`);
  }
  const handle = await open(location, 'back up');
  try {
    const dump = await dumpDatabase(handle.db);
    const referenced = referencedKeys(dump);
    const signingKey = recordSigningKey(location.dataDir);
    const warnings = [...signingKey.warnings];
    const storage = configuredStorage(location.dataDir);
    const present = (await storage.list()).map((f) => f.key).sort();
    let photoFiles = 0;
    async function* files() {
      yield { name: DATABASE_FILE, data: Buffer.from(JSON.stringify(dump)) };
      for (const key of present) {
        const data = await storage.get(key);
        // Deleted by the running site (PostgreSQL) since the listing: its row went with it,
        // unless the snapshot still has it, which the check below reports.
        if (!data) continue;
        photoFiles++;
        referenced.delete(key);
        yield { name: `${UPLOADS_PREFIX}${key}`, data };
      }
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeArchive(file, files(), handle.kind, signingKey.recorded);
    if (referenced.size) {
      warnings.push(
        `${referenced.size} photo file(s) the database refers to are missing from ` +
          `${storage.location} (e.g. ${[...referenced][0]}); the restored site will lack them too`,
      );
    }
    return {
      file,
      bytes: (await stat(file)).size,
      rows: Object.fromEntries(dump.tables.map((t) => [t.name, t.rows.length])),
      photoFiles,
      warnings,
    };
  } finally {
    await handle.close();
  }
}

export interface RestoreSummary {
  rows: Record<string, number>;
  photoFiles: number;
  /** Whether links the old site signed still work here, and how to keep them if not. */
  signingKey: string[];
}

/** The driver's own words: drizzle's wrapper message repeats the whole query and its rows. */
function rootMessage(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown })?.cause) current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

function parseDump(data: Buffer, file: string): DatabaseDump {
  try {
    return databaseDumpSchema.parse(JSON.parse(data.toString('utf8')));
  } catch {
    throw new ArchiveError(`${file} is not a backup of this site (unreadable ${DATABASE_FILE})`);
  }
}

/** Photos written to the storage at once during a restore: an object store answers each slowly. */
const PARALLEL_WRITES = 8;

/** Copies the unpacked photos into the storage; `stored` names every key written (or tried). */
async function storePhotos(storage: ImageStorage, dir: string, stored: string[]): Promise<void> {
  const keys = await readdir(dir);
  const writers = Array.from({ length: PARALLEL_WRITES }, async () => {
    for (let key = keys.pop(); key; key = keys.pop()) {
      stored.push(key);
      try {
        await storage.put(key, await readFile(path.join(dir, key)));
      } catch (error) {
        keys.length = 0; // the other writers stop too
        throw error;
      }
    }
  });
  // Every writer has finished before anyone removes what they wrote.
  const failed = (await Promise.allSettled(writers)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Brings an empty DATA_DIR or bucket (and, with DATABASE_URL, an empty database) back to the
 * archive's state. The whole archive is checked before anything is written, every row against
 * the site's schemas (./rows); the photos are unpacked into a temporary folder and copied into
 * the storage inside the database transaction, and removed again when it fails, so a failure at
 * any point leaves no half-restored site behind.
 */
export async function restoreBackup(file: string, location: DataLocation): Promise<RestoreSummary> {
  const { manifest, database } = await readArchive(file);
  const dump = parseDump(database, file);
  checkRows(dump);
  const storage = configuredStorage(location.dataDir);
  const existing = await storage.list();
  if (existing.length) {
    throw new BackupRefused(
      `${storage.location} already holds ${existing.length} photo file(s). Restore only into a ` +
        'fresh DATA_DIR (or an empty bucket).',
    );
  }
  await mkdir(location.dataDir, { recursive: true });
  const handle = await open(location, 'restore');
  const unpacked = path.join(
    location.dataDir,
    `.restore-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const stored: string[] = [];
  try {
    // Quick refusals before unpacking anything; the transaction checks again.
    await planMigrations(handle.db, dump);
    const filled = await tablesWithRows(handle.db);
    if (filled.length) throw new BackupRefused(describeFilled(filled));
    await mkdir(unpacked);
    // A second full read: what is unpacked is checked against the manifest once more.
    await readArchive(file, (key, data) =>
      writeFile(path.join(unpacked, key), data, { flag: 'wx' }),
    );
    await restoreDatabase(handle.db, dump, () => storePhotos(storage, unpacked, stored));
  } catch (error) {
    // The transaction rolled back: take back the photos too, if any were stored.
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
    if (error instanceof BackupRefused || error instanceof ArchiveError) throw error;
    throw new Error(`The restore failed and changed nothing: ${rootMessage(error)}`, {
      cause: error,
    });
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    await handle.close();
  }
  return {
    rows: Object.fromEntries(dump.tables.map((t) => [t.name, t.rows.length])),
    photoFiles: manifest.files.filter((f) => f.name.startsWith(UPLOADS_PREFIX)).length,
    signingKey: signingKeyReport(manifest.signingKey, dump, location.dataDir),
  };
}
