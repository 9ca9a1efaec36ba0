import 'server-only';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import { DEFAULT_FAQ } from '@/features/faq/defaults';
import { publicFaqEntry } from '@/features/faq/rules';
import { getDb } from '@/lib/db/client';
import { faqEntries, type FaqEntryRow } from '@/lib/db/schema';
import {
  faqRuleErrors,
  MAX_FAQ_ENTRIES,
  type FaqCreateInput,
  type FaqEntry,
  type FaqList,
  type FaqPatchInput,
} from '@/features/faq/schema';
import { orderVersion } from '@/lib/validation/version';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Queryable } from '@/lib/db/types';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';

/*
 * The FAQ: questions and answers per language in the breeder's order. Its order's
 * version is the ids in order (as a photo order's), so a reorder based on a list that changed
 * since (another reorder, an added or deleted question) is refused with the list as it is now.
 */

const FAQ_CHANGE = { faq: true } as const;

function toEntry(row: FaqEntryRow): FaqEntry {
  return {
    id: row.id,
    question: { en: row.questionEn, hu: row.questionHu, de: row.questionDe },
    answer: { en: row.answerEn, hu: row.answerHu, de: row.answerDe },
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/*
 * A fresh install shows the default questions (features/faq/defaults.ts) without storing them:
 * while the table holds no row at all they stand in, with ids 1, 2, … The breeder's first change
 * stores them with those ids in its own transaction. Deleting a question only marks it
 * (`deletedAt`), so a table once written is never empty again and the defaults never come back;
 * an untouched site holds no rows (a backup can still be restored into it).
 */
async function untouched(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ id: faqEntries.id }).from(faqEntries).limit(1);
  return !row;
}

const SEEDED_AT = new Date(0);

function defaultRows(): FaqEntryRow[] {
  return DEFAULT_FAQ.map((entry, position) => ({
    id: position + 1,
    position,
    questionEn: entry.question.en,
    questionHu: entry.question.hu,
    questionDe: entry.question.de,
    answerEn: entry.answer.en,
    answerHu: entry.answer.hu,
    answerDe: entry.answer.de,
    deletedAt: null,
    version: 1,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  }));
}

/** Inside a write's transaction: the table locked, and the defaults stored if still untouched. */
async function lockForWrite(tx: Queryable): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${faqEntries} IN SHARE ROW EXCLUSIVE MODE`);
  if (!(await untouched(tx))) return;
  const rows = defaultRows();
  const now = new Date();
  await tx
    .insert(faqEntries)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })));
  // New questions are numbered after them. (A sequence keeps its value when the transaction is
  // rolled back; the table is then empty again and the next write stores the same ids.)
  await tx.execute(
    sql`SELECT setval('faq_entries_id_seq', greatest(${rows.length}::bigint, last_value), true) FROM faq_entries_id_seq`,
  );
}

const LIVE = isNull(faqEntries.deletedAt);

async function rowsInOrder(db: Queryable): Promise<FaqEntryRow[]> {
  if (await untouched(db)) return defaultRows();
  return db
    .select()
    .from(faqEntries)
    .where(LIVE)
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

/** The questions in the breeder's order, and the order's version. */
export async function listFaq(): Promise<FaqList> {
  const rows = await rowsInOrder(await getDb());
  return { entries: rows.map(toEntry), order: orderVersion(rows) };
}

/**
 * The questions as visitors get them: each only in the languages it has both
 * its question and its answer in, and those complete in no language left out.
 */
export async function listPublicFaq(): Promise<FaqList> {
  const entries = (await listFaq()).entries.flatMap((entry) => publicFaqEntry(entry) ?? []);
  return { entries, order: orderVersion(entries) };
}

async function findEntry(db: Queryable, id: number): Promise<FaqEntryRow> {
  const [row] = (await untouched(db))
    ? defaultRows().filter((entry) => entry.id === id)
    : await db
        .select()
        .from(faqEntries)
        .where(and(eq(faqEntries.id, id), LIVE));
  if (!row) throw notFound('faqNotFound');
  return row;
}

export async function getFaqEntry(id: number): Promise<FaqEntry> {
  return toEntry(await findEntry(await getDb(), id));
}

function columnsOf(input: Omit<FaqPatchInput, 'version'>) {
  return {
    ...(input.question?.en !== undefined && { questionEn: input.question.en }),
    ...(input.question?.hu !== undefined && { questionHu: input.question.hu }),
    ...(input.question?.de !== undefined && { questionDe: input.question.de }),
    ...(input.answer?.en !== undefined && { answerEn: input.answer.en }),
    ...(input.answer?.hu !== undefined && { answerHu: input.answer.hu }),
    ...(input.answer?.de !== undefined && { answerDe: input.answer.de }),
  };
}

/** Adds a question at the end of the list. */
export async function createFaqEntry(input: FaqCreateInput): Promise<FaqEntry> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await lockForWrite(tx);
    const [{ n = 0, last = -1 } = {}] = await tx
      .select({ n: sql<number>`count(*)::int`, last: max(faqEntries.position) })
      .from(faqEntries)
      .where(LIVE);
    if (n >= MAX_FAQ_ENTRIES) throw new ApiError(422, 'faqFull');
    const [created] = await tx
      .insert(faqEntries)
      .values({ ...columnsOf(input), position: (last ?? -1) + 1 })
      .returning();
    return created!;
  });
  announceChange(FAQ_CHANGE);
  return toEntry(row);
}

/** Changes a question; with `version`, refused (409 with it as it is now) once changed since. */
export async function updateFaqEntry(id: number, patch: FaqPatchInput): Promise<FaqEntry> {
  const { version, ...input } = patch;
  const db = await getDb();
  let row: FaqEntryRow;
  try {
    row = await db.transaction(async (tx) => {
      await lockForWrite(tx);
      const [locked] = await tx
        .select()
        .from(faqEntries)
        .where(and(eq(faqEntries.id, id), LIVE))
        .for('update');
      if (!locked) throw notFound('faqNotFound');
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      const next = { ...locked, ...columnsOf(input) };
      const errors = faqRuleErrors({
        question: { en: next.questionEn, hu: next.questionHu, de: next.questionDe },
        answer: { en: next.answerEn, hu: next.answerHu, de: next.answerDe },
      });
      if (errors.length) throw new ApiError(422, 'validationFailed', errors);
      const [updated] = await tx
        .update(faqEntries)
        .set({ ...columnsOf(input), version: locked.version + 1, updatedAt: new Date() })
        .where(eq(faqEntries.id, id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await getFaqEntry(id));
    throw error;
  }
  announceChange(FAQ_CHANGE);
  return toEntry(row);
}

/** Deletes (marks) a question; with `version`, one changed since is not deleted (409). */
export async function deleteFaqEntry(id: number, version?: number): Promise<void> {
  const db = await getDb();
  await findEntry(db, id);
  const deleted = await db.transaction(async (tx) => {
    await lockForWrite(tx);
    return tx
      .update(faqEntries)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(faqEntries.id, id),
          LIVE,
          version === undefined ? undefined : eq(faqEntries.version, version),
        ),
      )
      .returning({ id: faqEntries.id });
  });
  if (deleted.length === 0) throw new EditConflict(await getFaqEntry(id));
  announceChange(FAQ_CHANGE);
}

/**
 * Puts the questions in a new order: `ids` must be every question once (422 `invalidIds`). With
 * `version` (the order it was based on) it is refused (409 with the list as it is now) once the
 * list changed in between.
 */
export async function reorderFaq(ids: number[], version?: string): Promise<FaqList> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await lockForWrite(tx);
      const current = await rowsInOrder(tx);
      if (version !== undefined && version !== orderVersion(current)) throw new StaleVersion();
      const existing = new Set(current.map((row) => row.id));
      if (ids.length !== existing.size || !ids.every((id) => existing.has(id))) {
        throw new ApiError(422, 'invalidIds', [{ msg: 'invalidIds', path: 'ids' }]);
      }
      for (const [position, id] of ids.entries()) {
        await tx.update(faqEntries).set({ position }).where(eq(faqEntries.id, id));
      }
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await listFaq());
    throw error;
  }
  announceChange(FAQ_CHANGE);
  return listFaq();
}
