import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { applications, dogs, litters, type ApplicationRow } from '@/lib/db/schema';
import { dayIn } from '@/lib/calendar/zone';
import { beforeGoHome, earliestGoHome } from '@/lib/sale-dates';
import type { GoHomeCheck, GoHomeGap } from '@/features/applications/go-home-schema';
import type { WaitingEntryView } from '@/features/waiting-list/schema';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { latestContract } from '@/features/contracts/server/service';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Queryable } from '@/lib/db/types';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict } from '@/lib/server/versions';
import { waitingEntry } from '@/features/waiting-list/server/waiting-list';

/** The puppy's name and birth date: the reserved dog's birthday, else its litter's. */
async function puppyOf(db: Queryable, row: ApplicationRow) {
  const [dog] = row.dogId
    ? await db
        .select({ name: dogs.name, birthday: dogs.birthday })
        .from(dogs)
        .where(eq(dogs.id, row.dogId))
    : [];
  const [litter] =
    !dog && row.litterId
      ? await db
          .select({ bornAt: litters.bornAt })
          .from(litters)
          .where(eq(litters.id, row.litterId))
      : [];
  return { name: dog?.name ?? null, birthday: dog?.birthday ?? litter?.bornAt ?? null };
}

function goHomeOf(row: ApplicationRow, birthday: string | null, now: number) {
  const goHome = earliestGoHome(birthday, row.country);
  return { goHome, early: beforeGoHome(goHome, dayIn(new Date(now), kennelTimeZone())) };
}

/**
 * What the breeder is told before marking a buyer placed: the go-home day,
 * whether today is before it, and what the sale still lacks (contract, deposit).
 */
export async function goHomeCheck(
  db: Database,
  row: ApplicationRow,
  now = Date.now(),
): Promise<GoHomeCheck> {
  const [puppy, contract] = await Promise.all([puppyOf(db, row), latestContract(db, row.id)]);
  const gaps: GoHomeGap[] = [];
  if (!contract) gaps.push('contractNotSent');
  else if (contract.status !== 'signed') gaps.push('contractNotSigned');
  if (row.depositAmount === null) gaps.push('depositNotAsked');
  else if (!row.depositReceivedAt) gaps.push('depositNotReceived');
  return { puppy: puppy.name, ...goHomeOf(row, puppy.birthday, now), gaps };
}

/**
 * Go-home day: a reserved buyer becomes `placed` and their puppy has found its family.
 * Their private link keeps working (LINK_STATUSES), now to send photos and a story. 409
 * `applicationNotReserved` for any other status; with `version`, 409 once it changed meanwhile.
 * Before the puppy's go-home day (8 weeks; 15 abroad) only with the breeder's reason for the
 * exception, which is stored (422 `beforeGoHome` beside `earlyReason` without one).
 */
export async function markPlaced(
  id: number,
  version: number | undefined,
  earlyReason: string | undefined,
  now = Date.now(),
): Promise<WaitingEntryView> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw notFound('applicationNotFound');
    if (version !== undefined && row.version !== version) return { stale: true as const };
    if (row.status !== 'reserved') throw new ApiError(409, 'applicationNotReserved');
    const { early } = goHomeOf(row, (await puppyOf(tx, row)).birthday, now);
    if (early && !earlyReason) {
      throw new ApiError(422, 'validationFailed', [{ msg: 'beforeGoHome', path: 'earlyReason' }]);
    }
    await tx
      .update(applications)
      .set({
        status: 'placed',
        placedEarlyReason: early ? earlyReason : null,
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
