import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { applicationQuestions, type ApplicationQuestionRow } from '@/lib/db/schema';
import type { QuestionKind } from '@/lib/selling';
import {
  MAX_QUESTIONS,
  questionField,
  type QuestionInput,
  type QuestionPatch,
} from '@/features/applications/schema';
import type { QuestionView } from '@/features/applications/views';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict } from '@/lib/server/versions';

/*
 * The breeder's own questions on the application form: text, a choice or yes/no, each
 * labelled in three languages, required or not, in the breeder's order. A question switched off
 * is no longer asked; the answers already given keep the question as it was asked.
 */

type Translated = QuestionView['label'];
export type { QuestionView };

/** A question as the form shows it in one language (English where a translation is missing). */
export interface AskedQuestion {
  id: number;
  field: string;
  kind: QuestionKind;
  label: string;
  choices: string[];
  required: boolean;
}

const toView = (row: ApplicationQuestionRow): QuestionView => ({
  id: row.id,
  kind: row.kind,
  label: { en: row.labelEn, hu: row.labelHu, de: row.labelDe },
  choices: row.choices,
  required: row.required,
  enabled: row.enabled,
  position: row.position,
  version: row.version,
});

const inLocale = (text: Translated, locale: AppLocale) => text[locale].trim() || text.en;

export function askedIn(question: QuestionView, locale: AppLocale): AskedQuestion {
  return {
    id: question.id,
    field: questionField(question.id),
    kind: question.kind,
    label: inLocale(question.label, locale),
    choices: question.choices.map((choice) => inLocale(choice, locale)),
    required: question.required,
  };
}

export async function listQuestions(db?: Pick<Database, 'select'>): Promise<QuestionView[]> {
  const database = db ?? (await getDb());
  const rows = await database
    .select()
    .from(applicationQuestions)
    .orderBy(asc(applicationQuestions.position), asc(applicationQuestions.id));
  return rows.map(toView);
}

/** The questions the form asks now, in `locale`. */
export async function askedQuestions(
  locale: AppLocale,
  db?: Pick<Database, 'select'>,
): Promise<AskedQuestion[]> {
  return (await listQuestions(db)).filter((q) => q.enabled).map((q) => askedIn(q, locale));
}

const columnsOf = (input: Partial<QuestionInput>) => ({
  ...(input.kind ? { kind: input.kind } : {}),
  ...(input.label
    ? { labelEn: input.label.en, labelHu: input.label.hu, labelDe: input.label.de }
    : {}),
  ...(input.choices ? { choices: input.choices } : {}),
  ...(input.required !== undefined ? { required: input.required } : {}),
  ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
});

export async function createQuestion(input: QuestionInput): Promise<QuestionView> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${applicationQuestions} in share row exclusive mode`);
    const [{ count, last } = { count: 0, last: 0 }] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${applicationQuestions.position}), 0)::int`,
      })
      .from(applicationQuestions);
    if (Number(count) >= MAX_QUESTIONS) throw new ApiError(409, 'tooManyQuestions');
    const [row] = await tx
      .insert(applicationQuestions)
      .values({
        kind: input.kind,
        labelEn: input.label.en,
        labelHu: input.label.hu,
        labelDe: input.label.de,
        choices: input.kind === 'choice' ? input.choices : [],
        required: input.required,
        enabled: input.enabled,
        position: Number(last) + 1,
      })
      .returning();
    return toView(row!);
  });
  announceChange({ applicationForm: true });
  return created;
}

async function viewOf(db: Database, id: number): Promise<QuestionView> {
  const [row] = await db.select().from(applicationQuestions).where(eq(applicationQuestions.id, id));
  if (!row) throw notFound('questionNotFound');
  return toView(row);
}

export async function updateQuestion(id: number, patch: QuestionPatch): Promise<QuestionView> {
  const db = await getDb();
  const current = await viewOf(db, id);
  const kind = patch.kind ?? current.kind;
  const choices = patch.choices ?? current.choices;
  if (kind === 'choice' && choices.length < 2) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'choicesRequired', path: 'choices' }]);
  }
  const [row] = await db
    .update(applicationQuestions)
    .set({
      ...columnsOf(patch),
      ...(kind !== 'choice' ? { choices: [] } : {}),
      version: sql`${applicationQuestions.version} + 1`,
    })
    .where(
      and(
        eq(applicationQuestions.id, id),
        patch.version === undefined ? undefined : eq(applicationQuestions.version, patch.version),
      ),
    )
    .returning();
  if (!row) throw new EditConflict(await viewOf(db, id));
  announceChange({ applicationForm: true });
  return toView(row);
}

export async function deleteQuestion(id: number, version?: number): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(applicationQuestions)
    .where(
      and(
        eq(applicationQuestions.id, id),
        version === undefined ? undefined : eq(applicationQuestions.version, version),
      ),
    )
    .returning({ id: applicationQuestions.id });
  if (deleted.length === 0) throw new EditConflict(await viewOf(db, id));
  announceChange({ applicationForm: true });
}

/**
 * The questions in a new order: `ids` must name every question once, and `version` (the ids as
 * the screen saw them) must still be the order stored.
 */
export async function reorderQuestions(ids: number[], version?: string): Promise<QuestionView[]> {
  const db = await getDb();
  const reordered = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${applicationQuestions} in share row exclusive mode`);
    const current = await listQuestions(tx);
    const stored = current.map((q) => q.id).join(',');
    if (version !== undefined && version !== stored) throw new EditConflict(current);
    if (ids.length !== current.length || ids.some((id) => !current.some((q) => q.id === id))) {
      throw new ApiError(422, 'validationFailed', [{ msg: 'invalidIds', path: 'ids' }]);
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(applicationQuestions)
        .set({ position: index + 1 })
        .where(eq(applicationQuestions.id, id));
    }
    return listQuestions(tx);
  });
  announceChange({ applicationForm: true });
  return reordered;
}
