import 'server-only';
import { getDb } from '@/lib/db/client';
import type { DocumentView } from '@/features/documents/schema';
import { documentsOf } from './.';
import { requireApplication } from '@/lib/server/my-link';

/*
 * The buyer's documents on their private page: each with a link made for this
 * render, which stops working after PRIVATE_LINK_TTL_SECONDS.
 */

/** The documents of the application the page shows (its token already checked). */
export async function myDocuments(applicationId: number): Promise<DocumentView[]> {
  return documentsOf(await getDb(), applicationId);
}

/** The same for the API: 404 `linkNotValid` for a token that opens no page. */
export async function myDocumentsByToken(token: string): Promise<DocumentView[]> {
  const db = await getDb();
  const row = await requireApplication(db, token);
  return documentsOf(db, row.id);
}
