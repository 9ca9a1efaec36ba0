import 'server-only';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import {
  applications,
  dogs,
  litters,
  mailOutbox,
  offers,
  type ApplicationRow,
} from '@/lib/db/schema';
import type {
  DepositInput,
  DepositView,
  LitterLabel,
  OfferablePuppy,
  OfferView,
  WaitingEntryView,
  WaitingListView,
  WaitingLineView,
} from '@/features/waiting-list/schema';
import { publicPaths } from '@/lib/paths.mjs';
import { IN_LINE_STATUSES } from '@/lib/selling';
import { absoluteUrl } from '@/lib/site/url';
import { depositKindFor } from '@/lib/deposit/rules';
import { defaultCurrency } from '@/lib/server/deposit-config';
import { readSiteFacts } from '@/features/site/server/site-facts';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { buyerMail, mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { newToken } from '@/lib/server/tokens';
import { EditConflict } from '@/lib/server/versions';
import {
  DEFAULT_OFFER_HOURS,
  newDepositReference,
  orderLine,
  rankForMove,
  type LineEntry,
} from '@/features/waiting-list/rules';
import { LINK_STATUSES } from '@/lib/server/my-link';

/*
 * The waiting list: approved applicants wait in their litter's line (or the general
 * one, litterId null) in the order of features/waiting-list/rules.ts; the breeder moves entries,
 * asks for and records deposits, and re-sends private links. Offers are in ./offers.ts.
 */

/** A litter and its mother's name, for a label (selected from litters joined on the mother). */
export const litterColumns = {
  id: litters.id,
  slug: litters.slug,
  status: litters.status,
  mother: dogs.name,
  bornAt: litters.bornAt,
  expectedAt: litters.expectedAt,
};

/** The statuses of an entry that still waits in its line. */
export const LINE_STATUSES = ['waiting', 'offered'] as const;

type Queryable = Pick<Database, 'select'>;

/** The entries waiting in line `litterId` (null: the general line), or in every line; unordered. */
function waitingIn(db: Queryable, litterId?: number | null) {
  return db
    .select()
    .from(applications)
    .where(
      and(
        inArray(applications.status, [...LINE_STATUSES]),
        litterId === undefined
          ? undefined
          : litterId === null
            ? isNull(applications.litterId)
            : eq(applications.litterId, litterId),
      ),
    );
}

/** The line `litterId` belongs to (null: the general line), in order. */
export async function loadLine(db: Queryable, litterId: number | null) {
  return orderLine(await waitingIn(db, litterId));
}

/** An entry's place (1 = next) in its line, or null when it is not waiting in one. */
export async function placeInLine(db: Queryable, application: ApplicationRow) {
  if (!(LINE_STATUSES as readonly string[]).includes(application.status)) return null;
  const line = await loadLine(db, application.litterId);
  const index = line.findIndex((entry) => entry.id === application.id);
  return index === -1 ? null : { place: index + 1, of: line.length };
}

export function depositView(row: ApplicationRow): DepositView | null {
  if (row.depositAmount === null || !row.depositReference) return null;
  return {
    amount: row.depositAmount,
    currency: row.depositCurrency ?? defaultCurrency(),
    dueAt: row.depositDueAt,
    reference: row.depositReference,
    receivedAt: row.depositReceivedAt?.toISOString() ?? null,
  };
}

/** A litter as a line's heading: its mother and its date (born, expected or mated). */
export async function litterLabels(db: Queryable, ids?: number[]): Promise<LitterLabel[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ ...litterColumns, matedAt: litters.matedAt })
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(ids ? inArray(litters.id, ids) : ne(litters.status, 'closed'))
    .orderBy(asc(litters.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    mother: row.mother,
    date: row.bornAt ?? row.expectedAt ?? row.matedAt,
    born: row.bornAt !== null,
  }));
}

/** Every offer made to these applications, newest first. */
async function offersOf(db: Queryable, ids: number[]) {
  if (ids.length === 0) return new Map<number, OfferView[]>();
  const rows = await db
    .select({ offer: offers, dog: { id: dogs.id, name: dogs.name, slug: dogs.slug } })
    .from(offers)
    .innerJoin(dogs, eq(dogs.id, offers.dogId))
    .where(inArray(offers.applicationId, ids))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  const byApplication = new Map<number, OfferView[]>();
  for (const { offer, dog } of rows) {
    const list = byApplication.get(offer.applicationId) ?? [];
    list.push({
      id: offer.id,
      dog,
      status: offer.status,
      expiresAt: offer.expiresAt.toISOString(),
      answeredAt: offer.answeredAt?.toISOString() ?? null,
    });
    byApplication.set(offer.applicationId, list);
  }
  return byApplication;
}

function entryView(
  row: ApplicationRow,
  place: number,
  offered: OfferView[] | undefined,
): WaitingEntryView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    locale: row.locale,
    status: row.status,
    place,
    passes: row.passes,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    moved: row.lineRank !== null,
    deposit: depositView(row),
    offer: offered?.find((offer) => offer.status === 'open') ?? null,
    history: (offered ?? []).filter((offer) => offer.status !== 'open'),
    version: row.version,
  };
}

/** Puppies the breeder may offer: enabled, available, not reserved and not offered now. */
export async function offerablePuppies(db: Queryable): Promise<OfferablePuppy[]> {
  return db
    .select({ id: dogs.id, name: dogs.name, litterId: dogs.litterId })
    .from(dogs)
    .where(
      and(
        eq(dogs.kind, 'puppy'),
        eq(dogs.enabled, true),
        eq(dogs.reserved, false),
        eq(dogs.foundParent, false),
        sql`not exists (select 1 from ${offers} where ${offers.dogId} = ${dogs.id} and ${offers.status} = 'open')`,
      ),
    )
    .orderBy(asc(dogs.name), asc(dogs.id));
}

/**
 * The lines, each in order: every litter that is not closed (or still has entries) and the
 * general line; with `litter` only that one (`'general'` or a litter's id). The screen settles
 * lapsed offers first (waiting-lines.ts).
 */
export async function readWaitingLines(
  db: Database,
  litter?: number | 'general',
): Promise<WaitingListView> {
  const rows = await waitingIn(db, litter === 'general' ? null : litter);
  const offered = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  const withEntries = [...new Set(rows.map((row) => row.litterId).filter((id) => id !== null))];
  let labels: LitterLabel[] = [];
  if (litter === undefined) {
    const open = await litterLabels(db);
    const missing = withEntries.filter((id) => !open.some((label) => label.id === id));
    labels = [...open, ...(await litterLabels(db, missing))];
  } else if (litter !== 'general') {
    labels = await litterLabels(db, [litter]);
    if (labels.length === 0) throw notFound('litterNotFound');
  }
  const lineOf = (litterId: number | null): WaitingLineView => ({
    litter: labels.find((label) => label.id === litterId) ?? null,
    entries: orderLine(rows.filter((row) => row.litterId === litterId)).map((row, index) =>
      entryView(row, index + 1, offered.get(row.id)),
    ),
  });
  const lines = labels.map((label) => lineOf(label.id));
  if (litter === undefined || litter === 'general') lines.push(lineOf(null));
  return {
    lines,
    puppies: await offerablePuppies(db),
    defaultCurrency: defaultCurrency(),
    defaultHours: DEFAULT_OFFER_HOURS,
  };
}

/** One entry as the screen shows it (for a 409's `current`), or 404. */
export async function waitingEntry(db: Database, id: number): Promise<WaitingEntryView> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('applicationNotFound');
  const place = await placeInLine(db, row);
  return entryView(row, place?.place ?? 0, (await offersOf(db, [id])).get(id));
}

/**
 * The deposit panel of an application's own screen, from approval to go-home (it stays there
 * once the buyer has left the line for a reserved puppy); null before approval and once closed.
 */
export async function depositScreen(
  id: number,
): Promise<{ entry: WaitingEntryView; defaultCurrency: string } | null> {
  const db = await getDb();
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row || !(IN_LINE_STATUSES as readonly string[]).includes(row.status)) return null;
  return { entry: await waitingEntry(db, id), defaultCurrency: defaultCurrency() };
}

/** The application, checked against the version the screen saw (409 with it as it is now). */
async function checked(db: Database, id: number, version: number | undefined) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw notFound('applicationNotFound');
  if (version !== undefined && row.version !== version) {
    throw new EditConflict(await waitingEntry(db, id));
  }
  return row;
}

/** The bump of an application's version that also refuses a change based on an older one. */
const sameVersion = (id: number, version: number) =>
  and(eq(applications.id, id), eq(applications.version, version));

/** Moves an entry to `position` (1 = first) of its line: a rank between its new neighbours. */
export async function moveEntry(
  id: number,
  position: number,
  version?: number,
): Promise<WaitingEntryView> {
  const db = await getDb();
  const row = await checked(db, id, version);
  if (!(LINE_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(409, 'notInLine');
  }
  const rank = rankForMove(await loadLine(db, row.litterId), id, position);
  if (rank === null) return waitingEntry(db, id);
  const updated = await db
    .update(applications)
    .set({ lineRank: rank, version: sql`${applications.version} + 1`, updatedAt: new Date() })
    .where(sameVersion(id, row.version))
    .returning({ id: applications.id });
  if (updated.length === 0) throw new EditConflict(await waitingEntry(db, id));
  return waitingEntry(db, id);
}

/** Whether an error is PostgreSQL's unique violation (through drizzle's wrapper, if any). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | null, i = 0; e && i < 5; i += 1) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Sets what the deposit is (amount, currency, due date) and, with `received`, whether it came.
 * A first request (or a changed one) mails the buyer the payment details with their own
 * reference; marking it received mails a receipt. Both in the buyer's language.
 */
export async function setDeposit(
  id: number,
  input: DepositInput,
  now = Date.now(),
): Promise<WaitingEntryView> {
  const db = await getDb();
  const row = await checked(db, id, input.version);
  if (!(IN_LINE_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(409, 'notInLine');
  }
  const currency = input.currency ?? row.depositCurrency ?? defaultCurrency();
  const received =
    input.received === undefined ? row.depositReceivedAt !== null : input.received === true;
  const receivedAt = received ? (row.depositReceivedAt ?? new Date(now)) : null;
  const requestChanged =
    row.depositAmount !== input.amount ||
    row.depositCurrency !== currency ||
    row.depositDueAt !== input.dueAt;
  const sender = await mailSender(db);
  // Read before the transaction: the embedded database has one connection.
  const depositKind = depositKindFor((await readSiteFacts()).depositKind, row.country);
  for (let attempt = 0; ; attempt += 1) {
    const reference = row.depositReference ?? newDepositReference();
    try {
      const saved = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(applications)
          .set({
            depositAmount: input.amount,
            depositCurrency: currency,
            depositDueAt: input.dueAt,
            depositReference: reference,
            depositReceivedAt: receivedAt,
            version: sql`${applications.version} + 1`,
            updatedAt: new Date(now),
          })
          .where(sameVersion(id, row.version))
          .returning();
        if (!updated) return null;
        if (sender) {
          const mails = [];
          if (requestChanged && !receivedAt) {
            mails.push(
              await buyerMail(sender, updated, {
                kind: 'depositRequest',
                depositKind,
                amount: input.amount,
                currency,
                dueAt: input.dueAt,
                reference,
              }),
            );
          }
          if (receivedAt && !row.depositReceivedAt) {
            mails.push(
              await buyerMail(sender, updated, {
                kind: 'receipt',
                amount: input.amount,
                currency,
                reference,
                receivedAt,
              }),
            );
          }
          if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
        }
        return updated;
      });
      if (!saved) throw new EditConflict(await waitingEntry(db, id));
      kickOutbox();
      return waitingEntry(db, id);
    } catch (error) {
      // Another applicant drew the same reference (1 in millions): draw again.
      if (!row.depositReference && attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * A new private link for the buyer, mailed to them; the old one stops working at once. The
 * breeder gets it too (`link`), to pass on another way when mail is off or did not arrive.
 */
export async function resendLink(
  id: number,
  version?: number,
): Promise<WaitingEntryView & { link: string }> {
  const db = await getDb();
  const row = await checked(db, id, version);
  if (!(LINK_STATUSES as readonly string[]).includes(row.status)) {
    throw new ApiError(409, 'applicationClosed');
  }
  const { token, hash } = newToken();
  const sender = await mailSender(db);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(applications)
      .set({ tokenHash: hash, version: sql`${applications.version} + 1`, updatedAt: new Date() })
      .where(sameVersion(id, row.version))
      .returning();
    if (saved && sender) {
      await tx.insert(mailOutbox).values(await buyerMail(sender, saved, { kind: 'link', token }));
    }
    return saved;
  });
  if (!updated) throw new EditConflict(await waitingEntry(db, id));
  kickOutbox();
  return { ...(await waitingEntry(db, id)), link: absoluteUrl(publicPaths.myPage(token)) };
}

/** Entries of a line that could be offered a puppy now (waiting, no open offer), in order. */
export async function waitingInLine(db: Queryable, litterId: number | null) {
  return (await loadLine(db, litterId)).filter(
    (entry) => entry.status === 'waiting',
  ) satisfies LineEntry[];
}
