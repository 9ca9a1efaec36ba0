import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { applications, dogs } from '@/lib/db/schema';
import type { WaitingEntryView } from '@/lib/validation/waiting-list';
import { ApiError, notFound } from './http/errors';
import { announceChange } from './revalidate';
import { EditConflict } from './versions';
import { waitingEntry } from './waiting-list';

/**
 * Go-home day (issue 33): a reserved buyer becomes `placed` and their puppy has found its family.
 * Their private link keeps working (LINK_STATUSES), now to send photos and a story. 409
 * `applicationNotReserved` for any other status; with `version`, 409 once it changed meanwhile.
 */
export async function markPlaced(
  db: Database,
  id: number,
  version: number | undefined,
  now = Date.now(),
): Promise<WaitingEntryView> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw notFound('applicationNotFound');
    if (version !== undefined && row.version !== version) return { stale: true as const };
    if (row.status !== 'reserved') throw new ApiError(409, 'applicationNotReserved');
    await tx
      .update(applications)
      .set({
        status: 'placed',
        closedAt: new Date(now),
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(now),
      })
      .where(and(eq(applications.id, id), eq(applications.version, row.version)));
    if (row.dogId === null) return { slug: null };
    const [dog] = await tx
      .update(dogs)
      .set({
        foundParent: true,
        reserved: false,
        version: sql`${dogs.version} + 1`,
        updatedAt: new Date(now),
      })
      .where(eq(dogs.id, row.dogId))
      .returning({ slug: dogs.slug });
    return { slug: dog?.slug ?? null };
  });
  if ('stale' in result) throw new EditConflict(await waitingEntry(db, id));
  announceChange({ dogs: true, dog: result.slug ? [result.slug] : [] });
  return waitingEntry(db, id);
}
