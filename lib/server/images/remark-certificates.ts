import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { healthCertificates, type HealthCertificateRow, type StoredVariant } from '@/lib/db/schema';
import { getStorage } from '@/lib/server/storage';
import { deleteImageFiles } from '.';
import { watermark } from './watermark';

// The watermark job's part for health certificates: their public scans carry the kennel's name.

/**
 * Marks a certificate's public images again with the kennel's name `text` (after a rename), from
 * its unmarked private scan, under new keys; swapped in only if the row is unchanged meanwhile.
 * Returns the old public files to delete once pages no longer name them, or null (changed, gone).
 */
export async function remarkCertificate(
  row: HealthCertificateRow,
  text: string,
  run: <T>(task: () => Promise<T>) => Promise<T>,
): Promise<{ old: StoredVariant[]; dogId: number } | null> {
  const storage = getStorage();
  const publicId = randomUUID();
  const made: StoredVariant[] = [];
  try {
    for (const variant of row.variants) {
      const bytes = await storage.get(variant.key);
      if (!bytes) throw new Error(`certificate file missing: ${variant.key}`);
      const key = `${publicId}-${variant.width}.webp`;
      await storage.put(key, await run(() => watermark(bytes, { text, corner: 'bottom-right' })));
      made.push({ width: variant.width, key });
    }
  } catch (error) {
    await deleteImageFiles(made);
    throw error;
  }
  const db = await getDb();
  const [updated] = await db
    .update(healthCertificates)
    .set({ publicVariants: made, watermark: text })
    .where(
      and(
        eq(healthCertificates.id, row.id),
        sql`${healthCertificates.publicVariants} = ${JSON.stringify(row.publicVariants)}::jsonb`,
      ),
    )
    .returning({ id: healthCertificates.id });
  if (!updated) {
    await deleteImageFiles(made);
    return null;
  }
  return { old: row.publicVariants, dogId: row.dogId };
}

/** Certificates whose public images do not carry the name `text`, skipping `skip`. */
export async function certificatesToRemark(text: string, skip: number[], limit: number) {
  const db = await getDb();
  return db
    .select()
    .from(healthCertificates)
    .where(
      and(
        sql`coalesce(${healthCertificates.watermark}, '') <> ${text}`,
        skip.length ? notInArray(healthCertificates.id, skip) : undefined,
      ),
    )
    .orderBy(asc(healthCertificates.id))
    .limit(limit);
}
