import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs, heats, litters, type HeatRow, type LitterRow } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { litterRuleErrors, ruleFieldsOf } from '@/features/litters/schema';
import { dueDate } from '@/features/litters/due-date';
import { heatDateErrors, kennelDay } from '../record-rules';
import { ovulationHint } from '../ovulation';
import type { DamHeatsView, HeatInput, HeatUpdateInput, HeatView } from '../records-schema';

/*
 * A dam's heats: their progesterone results, the matings, the ovulation the breeder confirmed
 * and the litter the heat gave. Linking a litter gives it the heat's first mating and its
 * ovulation where it has none, so its due date follows (features/litters/due-date.ts).
 */

const byDate = (a: string, b: string) => a.localeCompare(b);

export function heatView(row: HeatRow): HeatView {
  const firstMating = [...row.matings].sort(byDate)[0] ?? null;
  return {
    id: row.id,
    dogId: row.dogId,
    startedAt: row.startedAt,
    progesterone: row.progesterone,
    matings: row.matings,
    ovulationAt: row.ovulationAt,
    hint: ovulationHint(row.progesterone),
    due: dueDate({ ovulationAt: row.ovulationAt, matedAt: firstMating }),
    litterId: row.litterId,
    note: row.note,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The dam, locked (shared) so nobody makes her a male or a puppy meanwhile: 422 if she is none. */
async function findDam(db: Queryable, dogId: number, lock: boolean) {
  const query = db
    .select({ id: dogs.id, name: dogs.name, kind: dogs.kind, gender: dogs.gender })
    .from(dogs)
    .where(eq(dogs.id, dogId));
  const [dog] = lock ? await query.for('share') : await query;
  if (!dog) throw notFound('dogNotFound');
  if (dog.kind !== 'parent' || dog.gender !== 'female') {
    throw new ApiError(422, 'validationFailed', [{ msg: 'notADam', path: 'dogId' }]);
  }
  return dog;
}

/** A dam's heats, the newest first, and her litters a heat can be linked to. */
export async function damHeats(dogId: number): Promise<DamHeatsView> {
  const db = await getDb();
  const dog = await findDam(db, dogId, false);
  const [rows, ownLitters] = await Promise.all([
    db
      .select()
      .from(heats)
      .where(eq(heats.dogId, dogId))
      .orderBy(desc(heats.startedAt), desc(heats.id)),
    db
      .select({
        id: litters.id,
        status: litters.status,
        matedAt: litters.matedAt,
        expectedAt: litters.expectedAt,
        bornAt: litters.bornAt,
      })
      .from(litters)
      .where(eq(litters.motherId, dogId))
      .orderBy(desc(litters.createdAt), desc(litters.id)),
  ]);
  return {
    dog: { id: dog.id, name: dog.name },
    zone: kennelTimeZone(),
    heats: rows.map(heatView),
    litters: ownLitters,
  };
}

/** The heat's dates sorted, as stored; 422 beside a day after today in the kennel's zone. */
function columnsOf(input: HeatInput) {
  const future = heatDateErrors(input, kennelDay(kennelTimeZone()));
  if (future.length) throw new ApiError(422, 'validationFailed', future);
  return {
    startedAt: input.startedAt,
    progesterone: [...input.progesterone].sort((a, b) => byDate(a.date, b.date)),
    matings: [...input.matings].sort(byDate),
    ovulationAt: input.ovulationAt,
    litterId: input.litterId,
    note: input.note,
  };
}

/**
 * The linked litter: the dam's own, linked to no other heat (422 beside `litterId`). It takes
 * the first mating and the ovulation where it has none, and the due date they give where its
 * own was the worked-out one; the litter's rules (its birth 56 days after the mating) still hold.
 */
async function linkLitter(
  tx: Queryable,
  heat: { id: number | null; dogId: number } & ReturnType<typeof columnsOf>,
): Promise<boolean> {
  if (heat.litterId === null) return false;
  const refuse = (msg: string) =>
    new ApiError(422, 'validationFailed', [{ msg, path: 'litterId' }]);
  const [litter] = await tx
    .select()
    .from(litters)
    .where(eq(litters.id, heat.litterId))
    .for('update');
  if (!litter) throw refuse('invalidLitter');
  if (litter.motherId !== heat.dogId) throw refuse('litterOfOtherDam');
  const [other] = await tx
    .select({ id: heats.id })
    .from(heats)
    .where(
      and(eq(heats.litterId, litter.id), heat.id === null ? undefined : ne(heats.id, heat.id)),
    );
  if (other) throw refuse('litterLinked');
  const next: LitterRow = {
    ...litter,
    matedAt: litter.matedAt ?? heat.matings[0] ?? null,
    ovulationAt: litter.ovulationAt ?? heat.ovulationAt,
  };
  if (next.matedAt === litter.matedAt && next.ovulationAt === litter.ovulationAt) return false;
  if (litter.expectedAt === null || litter.expectedAt === dueDate(litter)?.date) {
    next.expectedAt = dueDate(next)?.date ?? litter.expectedAt;
  }
  const errors = litterRuleErrors(ruleFieldsOf(next));
  if (errors.length) throw refuse(errors[0]!.msg);
  await tx
    .update(litters)
    .set({
      matedAt: next.matedAt,
      ovulationAt: next.ovulationAt,
      expectedAt: next.expectedAt,
      version: litter.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(litters.id, litter.id));
  return true;
}

/** Adds a heat to a dam's records (and links its litter, if one is named). */
export async function createHeat(dogId: number, input: HeatInput): Promise<HeatView> {
  const db = await getDb();
  let linked = false;
  const row = await db.transaction(async (tx) => {
    await findDam(tx, dogId, true);
    const columns = columnsOf(input);
    linked = await linkLitter(tx, { id: null, dogId, ...columns });
    const [created] = await tx
      .insert(heats)
      .values({ ...columns, dogId })
      .returning();
    return created!;
  });
  if (linked) announceChange({ litters: true });
  return heatView(row);
}

async function currentHeat(id: number): Promise<HeatView> {
  const db = await getDb();
  const [row] = await db.select().from(heats).where(eq(heats.id, id));
  if (!row) throw notFound('heatNotFound');
  return heatView(row);
}

/** Changes a heat as a whole; 409 with it as stored when `version` is not the current one. */
export async function updateHeat(id: number, input: HeatUpdateInput): Promise<HeatView> {
  const { version, ...fields } = input;
  const db = await getDb();
  let linked = false;
  let row: HeatRow;
  try {
    row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(heats).where(eq(heats.id, id)).for('update');
      if (!locked) throw notFound('heatNotFound');
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      await findDam(tx, locked.dogId, true);
      const columns = columnsOf(fields);
      linked = await linkLitter(tx, { id, dogId: locked.dogId, ...columns });
      const [updated] = await tx
        .update(heats)
        .set({ ...columns, version: locked.version + 1, updatedAt: new Date() })
        .where(eq(heats.id, id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await currentHeat(id));
    throw error;
  }
  if (linked) announceChange({ litters: true });
  return heatView(row);
}

/** Deletes a heat (its litter stays as it is); 409 when it changed since `version` was read. */
export async function deleteHeat(id: number, version: number | undefined): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ id: heats.id }).from(heats).where(eq(heats.id, id));
  if (!row) throw notFound('heatNotFound');
  const deleted = await db
    .delete(heats)
    .where(and(eq(heats.id, id), version === undefined ? undefined : eq(heats.version, version)))
    .returning({ id: heats.id });
  if (deleted.length === 0) throw new EditConflict(await currentHeat(id));
}
