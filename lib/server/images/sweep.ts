import 'server-only';
import { getDb } from '@/lib/db/client';
import {
  buyerDocuments,
  contracts,
  diaryImages,
  dogImages,
  galleryImages,
  healthCertificates,
  litterImages,
  newsImages,
  ownerPhotos,
  pageImages,
  videos,
} from '@/lib/db/schema';
import { getStorage, type StoredFile } from '../storage';

/** How much older than the newest photo an unowned file may be and still count as a leftover. */
export const LEFTOVER_WINDOW_MS = 60 * 60 * 1000;

/**
 * How old an unowned file must be before it may be a leftover: instances sharing a bucket upload
 * while this one starts, and an upload writes its files before it commits their rows. Uploads
 * end within the request limit (REQUEST_TIMEOUT_MS, 120 s) plus the processing; fifteen minutes
 * also absorbs clock differences between the bucket (which dates the files) and this server.
 */
export const UPLOAD_GRACE_MS = 15 * 60 * 1000;

/**
 * An upload writes its files before it commits their rows and deletes them again when the commit
 * fails; only a process that dies in between (SIGKILL, power loss, the shutdown's drain timeout)
 * leaves files no row names. Unowned files younger than UPLOAD_GRACE_MS may still be an upload's
 * under way: they are left alone (a later start-up sweeps them). Leftovers are written at about
 * the time of the last photos saved, so an older unowned file is removed only when it is at most
 * LEFTOVER_WINDOW_MS older than the newest file a row names. Anything else points to another
 * database than the one these files were saved with (a wrong DATABASE_URL, an empty database):
 * then nothing is removed, and the files are only counted as `kept`.
 */
export function leftoverFiles(
  files: StoredFile[],
  referenced: ReadonlySet<string>,
  now = Date.now(),
  graceMs = UPLOAD_GRACE_MS,
): { leftovers: StoredFile[]; kept: number } {
  const owned = files.filter((f) => referenced.has(f.key));
  const settled = files.filter(
    (f) => !referenced.has(f.key) && f.modified.getTime() <= now - graceMs,
  );
  if (owned.length === 0) return { leftovers: [], kept: settled.length };
  const newest = Math.max(...owned.map((f) => f.modified.getTime()));
  const leftovers = settled.filter((f) => f.modified.getTime() >= newest - LEFTOVER_WINDOW_MS);
  return { leftovers, kept: settled.length - leftovers.length };
}

/**
 * Deletes the files uploads cut short left in the storage. A DATA_DIR folder belongs to one
 * server alone (the embedded database's lock enforces that; servers sharing a PostgreSQL database
 * each keep their own DATA_DIR): swept before the server listens, when no upload of its own is
 * under way, a crash's leftovers go at once. In a shared bucket other instances upload meanwhile,
 * so only files older than UPLOAD_GRACE_MS may go.
 */
export async function sweepUploadLeftovers(): Promise<{ removed: number; kept: number }> {
  const storage = getStorage();
  const files = await storage.list();
  if (files.length === 0) return { removed: 0, kept: 0 };
  const db = await getDb();
  const rows = [
    ...(await db.select({ variants: dogImages.variants }).from(dogImages)),
    ...(await db.select({ variants: galleryImages.variants }).from(galleryImages)),
    ...(await db.select({ variants: litterImages.variants }).from(litterImages)),
    ...(await db.select({ variants: newsImages.variants }).from(newsImages)),
    ...(await db.select({ variants: pageImages.variants }).from(pageImages)),
    ...(await db.select({ variants: diaryImages.variants }).from(diaryImages)),
    ...(await db.select({ variants: ownerPhotos.variants }).from(ownerPhotos)),
    ...(await db.select({ variants: healthCertificates.variants }).from(healthCertificates)),
    ...(await db.select({ variants: healthCertificates.publicVariants }).from(healthCertificates)),
    // Videos' posters; their MP4s below.
    ...(await db.select({ variants: videos.variants }).from(videos)),
  ];
  const referenced = new Set(rows.flatMap((row) => row.variants.map((v) => v.key)));
  // Files of one key per row: a buyer's documents.
  for (const row of await db.select({ key: buyerDocuments.key }).from(buyerDocuments)) {
    referenced.add(row.key);
  }
  // Signed contracts' PDFs.
  for (const { key } of await db.select({ key: contracts.pdfKey }).from(contracts)) {
    if (key) referenced.add(key);
  }
  for (const { key } of await db.select({ key: videos.fileKey }).from(videos)) {
    if (key) referenced.add(key);
  }
  const grace = storage.shared ? UPLOAD_GRACE_MS : 0;
  const { leftovers, kept } = leftoverFiles(files, referenced, Date.now(), grace);
  for (const file of leftovers) await storage.delete(file.key);
  return { removed: leftovers.length, kept };
}
