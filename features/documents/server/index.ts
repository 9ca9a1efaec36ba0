import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { applications, buyerDocuments, type BuyerDocumentRow } from '@/lib/db/schema';
import { MAX_DOCUMENT_BYTES } from '@/features/documents/rules';
import { documentFieldsSchema, type DocumentView } from '@/features/documents/schema';
import { ApiError, notFound, parseWith } from '@/lib/server/http/errors';
import { parseUpload, type UploadLimits } from '@/lib/server/images/multipart';
import { privateFileUrl, safeFileName } from '@/lib/server/private-links';
import { getStorage, PRIVATE_PREFIX } from '@/lib/server/storage';
import { detectDocument } from './detect';

/*
 * The files a breeder attaches to a buyer. Each is checked by its content, stored
 * under a private key in the site's storage (never listed, never served by key) and reached
 * only through short-lived signed links handed to the admin and to the buyer's page.
 */

/** One document per request: a 10 MB file is already more than many phones send at once. */
const DOCUMENT_UPLOAD: UploadLimits = {
  field: 'file',
  // busboy refuses a file that reaches its limit: exactly 10 MB is allowed.
  maxFileBytes: MAX_DOCUMENT_BYTES + 1,
  maxFiles: 1,
  // The file, its multipart headers and the kind and title beside it.
  maxRequestBytes: MAX_DOCUMENT_BYTES + 64 * 1024,
  fileTooLarge: 'documentTooLarge',
  requestTooLarge: 'documentTooLarge',
};

/**
 * The name as the sender's file had it: browsers write `"` as `%22` and line ends as `%0D`/`%0A`
 * in a multipart file name (the HTML standard's form encoding).
 */
const uploadedName = (name: string) =>
  safeFileName(name.replace(/%22/g, '"').replace(/%0[AD]/gi, ' '));

const NAME_EXTENSION = { pdf: /\.pdf$/i, jpg: /\.jpe?g$/i, png: /\.png$/i };

/** The name a download is saved as: the uploaded one, ending in the type its content has. */
function downloadName(row: Pick<BuyerDocumentRow, 'fileName' | 'key'>): string {
  const extension = row.key.slice(row.key.lastIndexOf('.') + 1) as keyof typeof NAME_EXTENSION;
  return NAME_EXTENSION[extension].test(row.fileName)
    ? row.fileName
    : `${row.fileName}.${extension}`;
}

/** A document as shown, with a fresh link that downloads it under its file name. */
export function documentView(row: BuyerDocumentRow, now = Date.now()): DocumentView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: privateFileUrl(row.key, { downloadName: downloadName(row), now }),
  };
}

/** An application's documents, newest first. */
export async function documentsOf(db: Database, applicationId: number): Promise<DocumentView[]> {
  const rows = await db
    .select()
    .from(buyerDocuments)
    .where(eq(buyerDocuments.applicationId, applicationId))
    .orderBy(desc(buyerDocuments.createdAt), desc(buyerDocuments.id));
  const now = Date.now();
  return rows.map((row) => documentView(row, now));
}

async function requireApplicationId(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw notFound('applicationNotFound');
}

/** The admin's list of an application's documents (404 for an unknown application). */
export async function listDocuments(applicationId: number): Promise<DocumentView[]> {
  const db = await getDb();
  await requireApplicationId(db, applicationId);
  return documentsOf(db, applicationId);
}

/**
 * Stores the one file of a multipart upload (`file`, with `kind` and an optional `title`):
 * 413 over 10 MB, 415 when the content is no PDF, JPEG or PNG, 422 when it is one cut short.
 */
export async function addDocument(
  applicationId: number,
  request: Request,
): Promise<{ document: DocumentView; documents: DocumentView[] }> {
  // The whole body is read before any answer: one sent sooner cuts off a client still sending.
  const upload = await parseUpload(request, DOCUMENT_UPLOAD);
  const db = await getDb();
  await requireApplicationId(db, applicationId);
  const fields = parseWith(documentFieldsSchema, upload.fields);
  const refusal = upload.refused[0];
  if (refusal) {
    const status = refusal.msg === 'documentTooLarge' ? 413 : 422;
    throw new ApiError(status, refusal.msg, [{ msg: refusal.msg, path: 'file' }]);
  }
  const file = upload.files[0];
  if (!file || file.data.length === 0) {
    throw new ApiError(422, 'noDocument', [{ msg: 'noDocument', path: 'file' }]);
  }
  const detected = await detectDocument(file.data);
  if (!detected.ok) {
    const status = detected.msg === 'unsupportedDocumentType' ? 415 : 422;
    throw new ApiError(status, detected.msg, [{ msg: detected.msg, path: 'file' }]);
  }
  const key = `${PRIVATE_PREFIX}${randomUUID()}.${detected.extension}`;
  const storage = getStorage();
  await storage.put(key, file.data);
  let row: BuyerDocumentRow;
  try {
    [row] = (await db
      .insert(buyerDocuments)
      .values({
        applicationId,
        kind: fields.kind,
        title: fields.title,
        fileName: uploadedName(file.name),
        contentType: detected.contentType,
        size: file.data.length,
        key,
      })
      .returning()) as [BuyerDocumentRow];
  } catch (error) {
    // The application was erased meanwhile (or the database failed): no file without its row.
    await storage.delete(key).catch(() => {});
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') {
      throw notFound('applicationNotFound');
    }
    throw error;
  }
  return { document: documentView(row), documents: await documentsOf(db, applicationId) };
}

/** Deletes one document and its file (404 when it is not this application's). */
export async function deleteDocument(applicationId: number, documentId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .delete(buyerDocuments)
    .where(and(eq(buyerDocuments.id, documentId), eq(buyerDocuments.applicationId, applicationId)))
    .returning({ key: buyerDocuments.key });
  if (!row) throw notFound('documentNotFound');
  await removeDocumentFiles([row.key]);
}

/** The files of these applications' documents: to remove once the applications are erased. */
export async function documentKeysOf(
  db: Pick<Database, 'select'>,
  applicationIds: number[],
): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ key: buyerDocuments.key })
    .from(buyerDocuments)
    .where(inArray(buyerDocuments.applicationId, applicationIds));
  return rows.map((row) => row.key);
}

/**
 * Removes files whose rows are gone. One that cannot be removed now is a leftover the start-up
 * sweep finds (no row names it): logged, not the caller's failure.
 */
export async function removeDocumentFiles(keys: string[]): Promise<void> {
  const storage = getStorage();
  for (const key of keys) {
    await storage.delete(key).catch((error) => console.error('Document file removal:', error));
  }
}
