import 'server-only';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { applications, mailOutbox, type ApplicationRow } from '@/lib/db/schema';
import { IN_LINE_STATUSES, type ApplicationStatus } from '@/lib/selling';
import { ANY, type ApplicationGroup } from '@/features/applications/schema';
import type {
  ApplicationDetail,
  ApplicationPage,
  ApplicationView,
} from '@/features/applications/views';
import type { z } from '@/lib/validation/zod';
import type { applicationListQuery, decisionSchema } from '@/features/applications/schema';
import { answerRelabeller } from './application-answers';
import { allLitters, littersById, type LitterChoice } from './application-litters';
import { goHomeCheck } from './go-home';
import { removeExpiredApplications } from './application-privacy';
import { ApiError, notFound } from '@/lib/server/http/errors';
import {
  composeDecisionMail,
  defaultDecisionMessage,
} from '@/features/applications/mail/application-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { myPageUrl } from '@/lib/server/my-link';
import { EditConflict } from '@/lib/server/versions';

/*
 * The breeder's side of applications: the list by group, litter and preference, one
 * application with every answer, and the decision mailed in the applicant's language.
 */

const GROUPS: Record<ApplicationGroup, readonly ApplicationStatus[]> = {
  new: ['new'],
  approved: IN_LINE_STATUSES,
  declined: ['declined'],
  withdrawn: ['withdrawn'],
};

export const groupOf = (status: ApplicationStatus): ApplicationGroup =>
  (Object.keys(GROUPS) as ApplicationGroup[]).find((g) => GROUPS[g].includes(status))!;

function toView(row: ApplicationRow, litter: LitterChoice | undefined): ApplicationView {
  return {
    id: row.id,
    status: row.status,
    group: groupOf(row.status),
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    city: row.city,
    locale: row.locale,
    litter: litter ?? null,
    preferredSex: row.preferredSex,
    preferredColor: row.preferredColor,
    answers: row.answers,
    decisionMessage: row.decisionMessage,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    placedEarlyReason: row.placedEarlyReason,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** The views, the answers under the questions in `locale` (the admin's) when given. */
async function viewsOf(
  db: Database,
  rows: ApplicationRow[],
  locale?: AppLocale,
): Promise<ApplicationView[]> {
  const [litters, relabel] = await Promise.all([
    littersById(
      db,
      rows.flatMap((row) => (row.litterId === null ? [] : [row.litterId])),
    ),
    locale ? answerRelabeller(db, locale) : null,
  ]);
  return rows.map((row) =>
    toView(
      relabel ? { ...row, answers: relabel(row.answers, row.locale) } : row,
      row.litterId ? litters.get(row.litterId) : undefined,
    ),
  );
}

type ListQuery = z.output<typeof applicationListQuery>;

/** Newest first, a page at a time; applications past their retention are erased first. */
export async function listApplications(
  query: ListQuery,
  locale?: AppLocale,
): Promise<ApplicationPage> {
  const db = await getDb();
  await removeExpiredApplications(db);
  // A preference of "any" lists the applicants without one.
  const filters: (SQL | undefined)[] = [
    query.status ? inArray(applications.status, [...GROUPS[query.status]]) : undefined,
    query.litter === ANY
      ? isNull(applications.litterId)
      : query.litter
        ? eq(applications.litterId, query.litter)
        : undefined,
    query.sex
      ? query.sex === ANY
        ? isNull(applications.preferredSex)
        : eq(applications.preferredSex, query.sex)
      : undefined,
    query.color
      ? query.color === ANY
        ? isNull(applications.preferredColor)
        : eq(applications.preferredColor, query.color)
      : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return {
    items: await viewsOf(db, rows, locale),
    total: Number(total?.total ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

async function rowOf(db: Pick<Database, 'select'>, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('applicationNotFound');
  return row;
}

async function viewOf(db: Database, id: number, locale?: AppLocale): Promise<ApplicationView> {
  return (await viewsOf(db, [await rowOf(db, id)], locale))[0]!;
}

/** One application; `locale`: the admin's, whose questions the answers are listed under. */
export async function getApplication(id: number, locale?: AppLocale): Promise<ApplicationDetail> {
  const db = await getDb();
  const row = await rowOf(db, id);
  const [view, approve, decline, goHome] = await Promise.all([
    viewsOf(db, [row], locale).then((views) => views[0]!),
    defaultDecisionMessage(row.locale, 'approve', row.name),
    defaultDecisionMessage(row.locale, 'decline', row.name),
    row.status === 'reserved' ? goHomeCheck(db, row) : null,
  ]);
  return { ...view, defaultMessages: { approve, decline }, goHome };
}

/** What each decision may follow: a new application, or one the breeder changes their mind on. */
const DECIDABLE: Record<'approve' | 'decline', readonly ApplicationStatus[]> = {
  approve: ['new', 'declined'],
  decline: ['new', 'waiting'],
};

/**
 * Approves (the applicant waits in the line: `waiting`) or declines (closed now: retention counts
 * from it), and mails the message, the translated default unless the breeder wrote their own.
 * 409 with the application as it is when `version` is not the stored one.
 */
export async function decideApplication(
  id: number,
  { decision, message, version }: z.output<typeof decisionSchema>,
  now = new Date(),
  locale?: AppLocale,
): Promise<ApplicationView> {
  const db = await getDb();
  const current = await rowOf(db, id);
  const text = message ?? (await defaultDecisionMessage(current.locale, decision, current.name));
  const page = decision === 'approve' ? myPageUrl(current) : null;
  const mail = await composeDecisionMail(current.email, current.locale, decision, text, page);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw notFound('applicationNotFound');
    if (version !== undefined && row.version !== version) return 'stale' as const;
    if (!DECIDABLE[decision].includes(row.status)) throw new ApiError(409, 'decisionNotPossible');
    await tx
      .update(applications)
      .set({
        status: decision === 'approve' ? 'waiting' : 'declined',
        decisionMessage: text,
        decidedAt: now,
        closedAt: decision === 'approve' ? null : now,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    if (mail) await tx.insert(mailOutbox).values({ ...mail, applicationId: id });
    return 'done' as const;
  });
  if (outcome === 'stale') throw new EditConflict(await viewOf(db, id, locale));
  if (mail) kickOutbox();
  return viewOf(db, id, locale);
}

/** The litters the list can be filtered by, labelled in the breeder's language. */
export async function litterFilter(
  label: (litter: LitterChoice) => string,
): Promise<{ id: number; label: string }[]> {
  const db = await getDb();
  return (await allLitters(db)).map((litter) => ({ id: litter.id, label: label(litter) }));
}
