import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { getDb, type Database } from '@/lib/db/client';
import { dogs, enquiries, enquiryAttempts, mailOutbox, type EnquiryRow } from '@/lib/db/schema';
import { adminPaths, publicPaths } from '@/lib/paths.mjs';
import { siteName } from '@/lib/site/name';
import { absoluteUrl } from '@/lib/site/url';
import {
  ENQUIRY_STATUSES,
  MIN_FILL_MS,
  type Enquiry,
  type EnquiryStatus,
} from '@/lib/validation/enquiry';
import type { EnquiryView } from '@/lib/validation/responses';
import { ApiError, notFound } from './http/errors';
import { mailConfig, retentionMs } from './mail/config';
import { kickOutbox, type NewMail } from './mail/outbox';
import { getSiteInfo } from './site-info';
import { throttleAddress } from './throttle';
import { EditConflict } from './versions';

/*
 * Enquiries from the public forms (issue 19). Throttled per sender address and per e-mail; a
 * bot (the honeypot filled in, or the form sent faster than a person can) gets the same answer
 * as anyone, but nothing is stored or sent.
 */

export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;
export const MAX_ENQUIRIES_PER_ADDRESS = 10;
export const MAX_ENQUIRIES_PER_EMAIL = 5;

const LOCK_ENQUIRY = 0x4b4e4503;

const hashKey = (text: string) => createHash('sha256').update(text).digest('base64url');
const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

export function throttled(retryAfter: number): ApiError {
  return new ApiError(429, 'tooManyEnquiries', undefined, { 'Retry-After': String(retryAfter) });
}

/**
 * Counts this try against both limits, or refuses it with the seconds until the oldest try that
 * fills a limit leaves the window. Serialised per key, so tries at once cannot pass together.
 */
async function countAttempt(db: Database, ip: string, email: string, now: number) {
  const keys = [
    {
      kind: 'address' as const,
      key: hashKey(throttleAddress(ip)),
      limit: MAX_ENQUIRIES_PER_ADDRESS,
    },
    { kind: 'email' as const, key: hashKey(email), limit: MAX_ENQUIRIES_PER_EMAIL },
  ];
  await db.transaction(async (tx) => {
    for (const { kind, key } of keys) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${LOCK_ENQUIRY}::int4, ${lockKey(kind + key)}::int4)`,
      );
    }
    const since = new Date(now - ENQUIRY_WINDOW_MS);
    let wait = 0;
    for (const { kind, key, limit } of keys) {
      const [row] = await tx
        .select({ at: enquiryAttempts.createdAt })
        .from(enquiryAttempts)
        .where(
          and(
            eq(enquiryAttempts.kind, kind),
            eq(enquiryAttempts.key, key),
            gte(enquiryAttempts.createdAt, since),
          ),
        )
        .orderBy(desc(enquiryAttempts.createdAt))
        .limit(1)
        .offset(limit - 1);
      if (row)
        wait = Math.max(wait, Math.ceil((row.at.getTime() + ENQUIRY_WINDOW_MS - now) / 1000));
    }
    if (wait > 0) throw throttled(Math.max(1, wait));
    await tx
      .insert(enquiryAttempts)
      .values(keys.map(({ kind, key }) => ({ kind, key, createdAt: new Date(now) })));
  });
}

/** A bot's form: the hidden field filled in, or sent sooner than a person could fill it. */
export function looksLikeBot(input: Pick<Enquiry, 'website' | 'startedAt'>, now: number): boolean {
  if (input.website?.trim()) return true;
  if (input.startedAt === undefined) return true;
  const elapsed = now - input.startedAt;
  return elapsed < MIN_FILL_MS;
}

/**
 * Stores an enquiry and queues its two messages (to the breeder, and the acknowledgement to the
 * buyer in their language); the mail goes out beside the request, never in its way.
 */
export async function submitEnquiry(
  input: Enquiry,
  ip: string,
  now = Date.now(),
): Promise<{ id: number }> {
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
  const mails = await composeMail(input, dog ?? null);
  const id = await db.transaction(async (tx) => {
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
    if (mails.length > 0) {
      await tx.insert(mailOutbox).values(mails.map((mail) => ({ ...mail, enquiryId: row!.id })));
    }
    return row!.id;
  });
  if (mails.length > 0) kickOutbox();
  return { id };
}

/** The breeder's notice and the buyer's acknowledgement, both in the buyer's language. */
async function composeMail(
  input: Enquiry,
  dog: { name: string; slug: string } | null,
): Promise<NewMail[]> {
  const config = mailConfig();
  if (!config) return [];
  const breeder = config.notify ?? (await getSiteInfo()).email;
  const from = config.from ?? breeder;
  if (!from) {
    console.warn('An enquiry came in, but neither MAIL_FROM nor NOTIFY_EMAIL is set: no mail');
    return [];
  }
  const t = await getTranslations({ locale: input.locale, namespace: 'EnquiryMail' });
  const site = siteName();
  const about = dog ? t('aboutDog', { name: dog.name }) : t('aboutGeneral');
  const details = [
    `${t('name')}: ${input.name}`,
    `${t('email')}: ${input.email}`,
    ...(input.phone ? [`${t('phone')}: ${input.phone}`] : []),
    ...(dog ? [`${t('dog')}: ${dog.name} (${absoluteUrl(publicPaths.dog(dog.slug))})`] : []),
    '',
    input.message,
  ].join('\n');
  const mails: NewMail[] = [
    {
      from,
      to: input.email,
      subject: t('ackSubject', { site, about }),
      text: [t('ackGreeting', { name: input.name }), '', t('ackBody', { site }), '', details].join(
        '\n',
      ),
    },
  ];
  if (breeder) {
    mails.unshift({
      from,
      to: breeder,
      replyTo: input.email,
      subject: t('noticeSubject', { name: input.name, dog: dog?.name ?? 'none' }),
      text: [t('noticeIntro'), '', details, '', absoluteUrl(adminPaths.enquiries)].join('\n'),
    });
  }
  return mails;
}

type ListedRow = EnquiryRow & { dogSlug: string | null; currentDogName: string | null };

/** The subject of a reply to an enquiry, in the language the enquirer wrote in. */
async function replySubject(locale: EnquiryRow['locale'], dogName: string | null) {
  const t = await getTranslations({ locale, namespace: 'EnquiryMail' });
  return t('replySubject', { dog: dogName ?? 'none' });
}

async function toView(row: ListedRow): Promise<EnquiryView> {
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
  return Promise.all(
    rows.map((r) => toView({ ...r.enquiry, dogSlug: r.dogSlug, currentDogName: r.currentDogName })),
  );
}

async function viewOf(db: Database, id: number): Promise<EnquiryView> {
  const [row] = await db
    .select({ enquiry: enquiries, dogSlug: dogs.slug, currentDogName: dogs.name })
    .from(enquiries)
    .leftJoin(dogs, eq(dogs.id, enquiries.dogId))
    .where(eq(enquiries.id, id));
  if (!row) throw notFound('enquiryNotFound');
  return toView({ ...row.enquiry, dogSlug: row.dogSlug, currentDogName: row.currentDogName });
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
    .where(lt(enquiryAttempts.createdAt, new Date(now - ENQUIRY_WINDOW_MS)));
}
