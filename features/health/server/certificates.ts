import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { dogs, healthCertificates, type HealthCertificateRow } from '@/lib/db/schema';
import type { StoredHealthTest, StoredVariant } from '@/lib/db/schema';
import type { HealthCertificate } from '@/lib/validation/responses';
import { notFound } from '@/lib/server/http/errors';
import { deleteImageFiles, storeImages, uploadUrl, type FileError } from '@/lib/server/images';
import { watermark } from '@/lib/server/images/watermark';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import { prepareUpload } from '@/lib/server/images/upload';
import { privateFileUrl } from '@/lib/server/private-links';
import { kennelName } from '@/lib/site/kennel-name';
import { getStorage } from '@/lib/server/storage';

/*
 * Scans of a parent's health certificates. The upload goes through the photo
 * pipeline (decode queue, limits, EXIF stripped) into private variants, which only signed links
 * serve (the admin's); the public variants carry the kennel's name in a corner (the site's
 * watermark, lib/server/images/watermark.ts), so a copied scan names us.
 */

function largest(variants: StoredVariant[]): StoredVariant | undefined {
  return [...variants].sort((a, b) => b.width - a.width)[0];
}

/** The public image of a certificate: its largest watermarked variant. */
export function publicCertificate(row: HealthCertificateRow): HealthCertificate {
  const variant = largest(row.publicVariants);
  return { src: variant ? uploadUrl(variant.key) : '', width: row.width, height: row.height };
}

/** The admin's view: the public image and a fresh signed link to the unmarked scan. */
export function adminCertificate(row: HealthCertificateRow) {
  const variant = largest(row.variants);
  return {
    id: row.id,
    ...publicCertificate(row),
    privateSrc: variant ? privateFileUrl(variant.key) : '',
  };
}

/** The certificates of these dogs, by id. */
export async function certificatesOf(
  db: Pick<Database, 'select'>,
  dogIds: number[],
): Promise<Map<number, HealthCertificateRow>> {
  if (dogIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(healthCertificates)
    .where(inArray(healthCertificates.dogId, dogIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Stores one scan for a dog (the first image of the upload); each refused file has its error. */
export async function addHealthCertificate(
  dogId: number,
  upload: ParsedUpload,
): Promise<{ images: ReturnType<typeof adminCertificate>[]; errors: FileError[]; added: number }> {
  const db = await getDb();
  const [dog] = await db.select({ id: dogs.id }).from(dogs).where(eq(dogs.id, dogId));
  if (!dog) throw notFound('dogNotFound');
  const { processed, errors } = await prepareUpload(upload, 1, 'tooManyFiles');
  const image = processed[0]?.image;
  if (!image) return { images: [], errors, added: 0 };
  const text = await kennelName(db);
  const storage = getStorage();
  const publicId = randomUUID();
  const publicVariants: StoredVariant[] = [];
  try {
    for (const variant of image.variants) {
      const key = `${publicId}-${variant.width}.webp`;
      await storage.put(key, await watermark(variant.data, { text, corner: 'bottom-right' }));
      publicVariants.push({ width: variant.width, key });
    }
  } catch (error) {
    await deleteImageFiles(publicVariants);
    throw error;
  }
  const saved: HealthCertificateRow[] = [];
  try {
    await storeImages(
      [image],
      async ([stored]) => {
        const [row] = await db
          .insert(healthCertificates)
          .values({ ...stored!, dogId, position: 0, publicVariants, watermark: text })
          .returning();
        saved.push(row!);
        return 1;
      },
      { private: true },
    );
  } catch (error) {
    await deleteImageFiles(publicVariants);
    throw error;
  }
  return { images: saved.map(adminCertificate), errors, added: saved.length };
}

/** A scan uploaded this recently may belong to an edit not yet saved (another tab): kept. */
const UNSAVED_EDIT_MS = 60 * 60 * 1000;

/**
 * Deletes a dog's certificates that none of its saved tests names any more (a test removed, or a
 * scan replaced), with their files; scans of the last hour stay for edits still open.
 */
export async function pruneCertificates(dogId: number, tests: StoredHealthTest[]): Promise<void> {
  const named = tests.flatMap((t) => (t.kind && t.certificateId ? [t.certificateId] : []));
  const db = await getDb();
  const gone = await db
    .delete(healthCertificates)
    .where(
      and(
        eq(healthCertificates.dogId, dogId),
        lt(healthCertificates.createdAt, new Date(Date.now() - UNSAVED_EDIT_MS)),
        named.length ? notInArray(healthCertificates.id, named) : undefined,
      ),
    )
    .returning();
  for (const row of gone) await deleteImageFiles([...row.variants, ...row.publicVariants]);
}
