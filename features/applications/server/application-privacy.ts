import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { applications, offers } from '@/lib/db/schema';
import type { ApplicationStatus } from '@/lib/selling';
import { documentKeysOf, removeDocumentFiles } from '@/features/documents/server';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { passOpenOfferBeforeWithdrawal } from './my-page';
import { linkLookup, linkOpens } from '@/lib/server/my-link';
import { applicationRetentionDays } from '@/lib/server/mail/config';

/*
 * What applicants control, and what the site forgets by itself: an applicant
 * withdraws or erases their own application with their private link's token; declined and
 * withdrawn applications are erased APPLICATION_RETENTION_DAYS after they were closed. Placed
 * ones are the waiting list's to keep (the sale's record).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The closed applications the sweep erases. */
export const EXPIRING_STATUSES = ['declined', 'withdrawn'] as const satisfies ApplicationStatus[];

/** Erases declined and withdrawn applications closed longer ago than the retention; their mail goes with them. */
export async function removeExpiredApplications(db?: Database, now = Date.now()): Promise<number> {
  const database = db ?? (await getDb());
  const cutoff = new Date(now - applicationRetentionDays() * DAY_MS);
  const expired = and(
    inArray(applications.status, [...EXPIRING_STATUSES]),
    lt(applications.closedAt, cutoff),
  );
  const due = await database.select({ id: applications.id }).from(applications).where(expired);
  const files = await documentKeysOf(
    database,
    due.map((row) => row.id),
  );
  const removed = await database
    .delete(applications)
    .where(expired)
    .returning({ id: applications.id });
  await removeDocumentFiles(files);
  return removed.length;
}

/** The application a private link's token opens, or 404 (the same for a wrong or revoked one). */
async function byToken(db: Pick<Database, 'select'>, token: string) {
  const named = linkLookup(token);
  const [row] = named
    ? await db
        .select({
          id: applications.id,
          status: applications.status,
          tokenHash: applications.tokenHash,
        })
        .from(applications)
        .where(named)
    : [];
  if (!linkOpens(token, row)) throw notFound('applicationNotFound');
  return row!;
}

/** What an applicant may still withdraw from: not once a puppy is reserved for them. */
const WITHDRAWABLE: readonly ApplicationStatus[] = ['new', 'waiting', 'offered'];

/** The applicant withdraws: closed now (an open offer with it), erased after the retention. */
export async function withdrawOwnApplication(
  token: string,
  now = new Date(),
): Promise<{ status: ApplicationStatus }> {
  const db = await getDb();
  await passOpenOfferBeforeWithdrawal(db, token, now.getTime());
  return db.transaction(async (tx) => {
    const row = await byToken(tx, token);
    if (row.status === 'withdrawn') return { status: row.status };
    if (!WITHDRAWABLE.includes(row.status)) throw new ApiError(409, 'withdrawNotPossible');
    await tx
      .update(offers)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(and(eq(offers.applicationId, row.id), eq(offers.status, 'open')));
    const [updated] = await tx
      .update(applications)
      .set({
        status: 'withdrawn',
        closedAt: now,
        updatedAt: now,
        version: sql`${applications.version} + 1`,
      })
      .where(eq(applications.id, row.id))
      .returning({ status: applications.status });
    return { status: updated!.status };
  });
}

/** The applicant erases their application, its answers and any mail about it, for good. */
export async function eraseOwnApplication(token: string): Promise<void> {
  const db = await getDb();
  // An offer open to them goes on to the next in line first, as a pass would.
  await passOpenOfferBeforeWithdrawal(db, token);
  const files = await db.transaction(async (tx) => {
    const row = await byToken(tx, token);
    if (row.status === 'reserved' || row.status === 'placed') {
      throw new ApiError(409, 'eraseNotPossible');
    }
    const keys = await documentKeysOf(tx, [row.id]);
    await tx.delete(applications).where(eq(applications.id, row.id));
    return keys;
  });
  // The documents' rows went with the application (cascade); their files go once that is final.
  await removeDocumentFiles(files);
}
