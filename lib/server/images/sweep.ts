import 'server-only';
import { getDb } from '@/lib/db/client';
import { dogImages, galleryImages } from '@/lib/db/schema';
import { getStorage, type StoredFile } from '../storage';

/** How much older than the newest photo an unowned file may be and still count as a leftover. */
export const LEFTOVER_WINDOW_MS = 60 * 60 * 1000;

/**
 * An upload writes its files before it commits their rows and deletes them again when the commit
 * fails; only a process that dies in between (SIGKILL, power loss, the shutdown's drain timeout)
 * leaves files no row names. Those are written at about the time of the last photos saved, so an
 * unowned file is removed only when it is at most LEFTOVER_WINDOW_MS older than the newest file a
 * row names. Anything else points to another database than the one these files were saved with
 * (a wrong DATABASE_URL, an empty database): then nothing is removed, and the files are only
 * counted as `kept`.
 */
export function leftoverFiles(
  files: StoredFile[],
  referenced: ReadonlySet<string>,
): { leftovers: StoredFile[]; kept: number } {
  const owned = files.filter((f) => referenced.has(f.key));
  const unowned = files.filter((f) => !referenced.has(f.key));
  if (owned.length === 0) return { leftovers: [], kept: unowned.length };
  const newest = Math.max(...owned.map((f) => f.modified.getTime()));
  const leftovers = unowned.filter((f) => f.modified.getTime() >= newest - LEFTOVER_WINDOW_MS);
  return { leftovers, kept: unowned.length - leftovers.length };
}

/**
 * Deletes the files uploads cut short left in this DATA_DIR. Safe only while no upload runs in
 * this process — at start-up, before the server listens — and as long as DATA_DIR belongs to this
 * server alone (the embedded database's lock enforces that; servers sharing a PostgreSQL database
 * each keep their own DATA_DIR, and this looks only at its files).
 */
export async function sweepUploadLeftovers(): Promise<{ removed: number; kept: number }> {
  const storage = getStorage();
  const files = await storage.list();
  if (files.length === 0) return { removed: 0, kept: 0 };
  const db = await getDb();
  const rows = [
    ...(await db.select({ variants: dogImages.variants }).from(dogImages)),
    ...(await db.select({ variants: galleryImages.variants }).from(galleryImages)),
  ];
  const referenced = new Set(rows.flatMap((row) => row.variants.map((v) => v.key)));
  const { leftovers, kept } = leftoverFiles(files, referenced);
  for (const file of leftovers) await storage.delete(file.key);
  return { removed: leftovers.length, kept };
}
