import 'server-only';
import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { getDb, type Database } from '@/lib/db/client';
import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { dogs, enquiries, enquiryAttempts, mailOutbox, type EnquiryRow } from '@/lib/db/schema';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@/features/enquiries/schema';
import type { EnquiryView } from '@/lib/validation/responses';
import { looksLikeBot } from '@/lib/server/enquiry-start';
import { countAttempt, ENQUIRY_WINDOW_MS } from '@/lib/server/enquiry-throttle';
import { queueLinkMail, withHeldLink } from '@/lib/server/mail/link-mail';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { retentionMs } from '@/lib/server/mail/config';
import { visitToken } from '@/features/bookings/server/booking-links';
import { BOOKED_WINDOW_MS } from '@/features/bookings/server/booking-throttle';
import { visitInvite } from '@/features/bookings/mail/booking-mail';
import { composeEnquiryMail } from '@/features/enquiries/mail/compose';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { EditConflict } from '@/lib/server/versions';

/*
 * Enquiries from the public forms. Throttled per sender address and per mailbox
 * (lib/server/enquiry-throttle.ts); a bot (the honeypot filled in, or the form sent faster than a
 * person can, by the server's signed start) gets the same answer as anyone, but nothing is stored
 * or sent.
 */

export { looksLikeBot };
export {
  ENQUIRY_WINDOW_MS,
  MAX_ENQUIRIES_PER_ADDRESS,
  MAX_ENQUIRIES_PER_EMAIL,
} from '@/lib/server/enquiry-throttle';

/**
 * Stores an enquiry and queues its two messages (to the breeder, and the acknowledgement to the
 * buyer in their language, held when its budget is spent: `resend` is then the ticket to ask
 * for it again); the mail goes out beside the request, never in its way.
 */
export async function submitEnquiry(
  input: Enquiry,
  ip: string,
  now = Date.now(),
): Promise<{ id: number; resend?: string }> {
  const db = await getDb();
  // A refused body is no try: it counts against no limit.
  const dog = input.dogId
    ? (
        await db
          .select({ id: dogs.id, name: dogs.name, slug: dogs.slug })
          .from(dogs)
          .where(and(eq(dogs.id, input.dogId), eq(dogs.enabled, true)))
      )[0]
    : undefined;
  if (input.dogId && !dog) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'dogNotFound', path: 'dogId' }]);
  }
  await countAttempt(db, ip, input.email, now);
  if (looksLikeBot(input, now)) {
    // An id as a real one would be, which no enquiry will ever get.
    const result: unknown = await db.execute(
      sql`select nextval(pg_get_serial_sequence('enquiries', 'id'))::int as id`,
    );
    // postgres.js answers an array, PGlite `{rows}`.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: number;
    }[];
    return { id: Number(rows[0]?.id) };
  }
  const mail = await composeEnquiryMail(input, dog ?? null);
  // About a puppy: the acknowledgement offers a video call or a visit.
  const invite = mail && dog ? await visitInvite(input.locale) : null;
  const { id, resend } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        dogId: dog?.id ?? null,
        dogName: dog?.name ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        message: input.message,
        locale: input.locale,
      })
      .returning({ id: enquiries.id });
    if (!mail) return { id: row!.id, resend: null };
    const enquiryId = row!.id;
    const link = absoluteUrl(publicPaths.visit(visitToken(enquiryId)));
    const { acknowledgement } = mail;
    const { resend } = await queueLinkMail(
      tx,
      {
        ...acknowledgement,
        enquiryId,
        ...(invite && { text: `${acknowledgement.text}\n\n${invite(link)}` }),
      },
      ip,
      now,
    );
    if (mail.notice) {
      const notice = resend ? await withHeldLink(mail.notice, mail.breederLocale) : mail.notice;
      await tx.insert(mailOutbox).values({ ...notice, enquiryId });
    }
    return { id: enquiryId, resend };
  });
  kickOutbox();
  return resend ? { id, resend } : { id };
}

type ListedRow = EnquiryRow & { dogSlug: string | null; currentDogName: string | null };

/** The subject of a reply to an enquiry, in the language the enquirer wrote in. */
async function replySubject(locale: EnquiryRow['locale'], dogName: string | null) {
  const t = await getTranslations({ locale, namespace: 'EnquiryMail' });
  return t('replySubject', { dog: dogName ?? 'none' });
}

type Undelivered = EnquiryView['undelivered'];

/** The mail the outbox gave up on or holds back, by enquiry: to the enquirer's address, or to the breeder. */
async function undeliveredMail(
  db: Database,
  rows: EnquiryRow[],
): Promise<Map<number, Undelivered>> {
  const found = new Map<number, Undelivered>();
  if (rows.length === 0) return found;
  const failed = await db
    .select({ enquiryId: mailOutbox.enquiryId, to: mailOutbox.to })
    .from(mailOutbox)
    .where(
      and(
        or(isNotNull(mailOutbox.failedAt), isNotNull(mailOutbox.heldAt)),
        inArray(
          mailOutbox.enquiryId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const emails = new Map(rows.map((row) => [row.id, row.email]));
  for (const { enquiryId, to } of failed) {
    if (enquiryId === null) continue;
    const kind = to === emails.get(enquiryId) ? 'acknowledgement' : 'notice';
    const list = found.get(enquiryId) ?? [];
    if (!list.includes(kind)) list.push(kind);
    found.set(enquiryId, list);
  }
  return found;
}

async function toView(row: ListedRow, undelivered: Undelivered = []): Promise<EnquiryView> {
  const dog =
    row.dogId !== null && row.dogSlug !== null
      ? { id: row.dogId, slug: row.dogSlug, name: row.currentDogName ?? row.dogName ?? '' }
      : null;
  return {
    id: row.id,
    dog,
    dogName: row.dogName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: row.locale,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    replySubject: await replySubject(row.locale, dog?.name ?? row.dogName),
    undelivered,
  };
}

/** How many enquiries there are of each status (the user menu shows the new ones). */
export async function countEnquiries(): Promise<Record<EnquiryStatus, number>> {
  const db = await getDb();
  await removeExpiredEnquiries(db);
  const rows = await db
    .select({ status: enquiries.status, count: sql<number>`count(*)::int` })
    .from(enquiries)
    .groupBy(enquiries.status);
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as Record<
    EnquiryStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Enquiries newest first, of one status or all; expired ones are erased first. */
export async function listEnquiries(status?: EnquiryStatus): Promise<EnquiryView[]> {
  const db = await getDb();
  await removeExpiredEnquiries(db);
  const rows = await db
    .select({ enquiry: enquiries, dogSlug: dogs.slug, currentDogName: dogs.name })
    .from(enquiries)
    .leftJoin(dogs, eq(dogs.id, enquiries.dogId))
    .where(status ? eq(enquiries.status, status) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const undelivered = await undeliveredMail(
    db,
    rows.map((r) => r.enquiry),
  );
  return Promise.all(
    rows.map((r) =>
      toView(
        { ...r.enquiry, dogSlug: r.dogSlug, currentDogName: r.currentDogName },
        undelivered.get(r.enquiry.id),
      ),
    ),
  );
}

async function viewOf(db: Database, id: number): Promise<EnquiryView> {
  const [row] = await db
    .select({ enquiry: enquiries, dogSlug: dogs.slug, currentDogName: dogs.name })
    .from(enquiries)
    .leftJoin(dogs, eq(dogs.id, enquiries.dogId))
    .where(eq(enquiries.id, id));
  if (!row) throw notFound('enquiryNotFound');
  const undelivered = await undeliveredMail(db, [row.enquiry]);
  return toView(
    { ...row.enquiry, dogSlug: row.dogSlug, currentDogName: row.currentDogName },
    undelivered.get(id),
  );
}

/**
 * With `version` (a browser always sends it) the change is refused (409, with the enquiry as it
 * is now) unless that is still the stored version; the comparison is part of the update.
 */
export async function setEnquiryStatus(
  id: number,
  status: EnquiryStatus,
  version?: number,
): Promise<EnquiryView> {
  const db = await getDb();
  const updated = await db
    .update(enquiries)
    .set({ status, version: sql`${enquiries.version} + 1` })
    .where(
      and(eq(enquiries.id, id), version === undefined ? undefined : eq(enquiries.version, version)),
    )
    .returning({ id: enquiries.id });
  // viewOf answers 404 when there is no such enquiry at all.
  if (updated.length === 0) throw new EditConflict(await viewOf(db, id));
  return viewOf(db, id);
}

/** Erased for good, with any mail about it still waiting. */
export async function deleteEnquiry(id: number): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(enquiries)
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id });
  if (deleted.length === 0) throw notFound('enquiryNotFound');
}

/** ENQUIRY_RETENTION_DAYS: older enquiries are erased; so are throttle records past their window. */
export async function removeExpiredEnquiries(db?: Database, now = Date.now()): Promise<void> {
  const database = db ?? (await getDb());
  await database.delete(enquiries).where(lt(enquiries.createdAt, new Date(now - retentionMs())));
  await database
    .delete(enquiryAttempts)
    .where(
      or(
        and(
          ne(enquiryAttempts.kind, 'booked-address'),
          lt(enquiryAttempts.createdAt, new Date(now - ENQUIRY_WINDOW_MS)),
        ),
        lt(enquiryAttempts.createdAt, new Date(now - BOOKED_WINDOW_MS)),
      ),
    );
}
