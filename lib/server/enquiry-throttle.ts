import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enquiryAttempts, type EnquiryAttemptKind } from '@/lib/db/schema';
import { ApiError } from './http/errors';
import { throttleAddress } from './throttle';

/*
 * The public forms' limits: tries per sender address and per mailbox. The mails they send to a
 * typed-in address have budgets of their own (./mail/link-mail.ts).
 */

export const ENQUIRY_WINDOW_MS = 60 * 60 * 1000;
export const MAX_ENQUIRIES_PER_ADDRESS = 10;
export const MAX_ENQUIRIES_PER_EMAIL = 5;

const LOCK_ENQUIRY = 0x4b4e4503;
/** Mail providers that ignore dots in the local part, and their one canonical domain. */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

export const hashKey = (text: string) => createHash('sha256').update(text).digest('base64url');
const lockKey = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);
const lock = (tx: Pick<Database, 'execute'>, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ENQUIRY}::int4, ${lockKey(key)}::int4)`);

/**
 * The mailbox an address delivers to, as far as the limit is concerned: `eva+1@…` and
 * `eva+2@…` are Eva's, and so is `e.va@gmail.com`.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local || email.slice(0, at).toLowerCase()}@${dotless ?? domain}`;
}

export function throttled(retryAfter: number): ApiError {
  return new ApiError(429, 'tooManyEnquiries', undefined, { 'Retry-After': String(retryAfter) });
}

/** The public forms that send mail, each with limits of its own. */
export type PublicForm = 'enquiry' | 'subscription' | 'application';

export interface TryLimit {
  kind: EnquiryAttemptKind;
  /** Already hashed: no address is kept in the clear. */
  key: string;
  limit: number;
}

type Executor = Pick<Database, 'execute' | 'select' | 'insert'>;

/**
 * Counts one try against every limit, in the caller's transaction, or answers the seconds until
 * the oldest try that fills one leaves the window (and counts nothing); 0 when counted.
 * Serialised per key, so tries at once cannot pass together. A limit of 0 refuses every try.
 */
export async function countTriesIn(
  tx: Executor,
  limits: TryLimit[],
  now: number,
  windowMs = ENQUIRY_WINDOW_MS,
): Promise<number> {
  // Always in the caller's order, so two requests never wait for each other in a circle.
  for (const { kind, key } of limits) await lock(tx, kind + key);
  const since = new Date(now - windowMs);
  let wait = 0;
  for (const { kind, key, limit } of limits) {
    if (limit <= 0) {
      wait = Math.max(wait, Math.ceil(windowMs / 1000));
      continue;
    }
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
    if (row) wait = Math.max(wait, Math.ceil((row.at.getTime() + windowMs - now) / 1000), 1);
  }
  if (wait > 0) return wait;
  await tx
    .insert(enquiryAttempts)
    .values(limits.map(({ kind, key }) => ({ kind, key, createdAt: new Date(now) })));
  return 0;
}

/** The same in a transaction of its own. */
export const countTries = (db: Database, limits: TryLimit[], now: number, windowMs?: number) =>
  db.transaction((tx) => countTriesIn(tx, limits, now, windowMs));

/**
 * Counts this try of `form` against both limits, or refuses it with the seconds until the oldest
 * try that fills a limit leaves the window. Every form has the enquiry form's limits, counted
 * apart.
 */
export async function countAttempt(
  db: Database,
  ip: string,
  email: string,
  now: number,
  form: PublicForm = 'enquiry',
) {
  // Enquiries keep their unprefixed keys: tries stored before forms had their own still count.
  const scoped = (text: string) => hashKey(form === 'enquiry' ? text : `${form}:${text}`);
  const wait = await countTries(
    db,
    [
      { kind: 'address', key: scoped(throttleAddress(ip)), limit: MAX_ENQUIRIES_PER_ADDRESS },
      { kind: 'email', key: scoped(mailboxOf(email)), limit: MAX_ENQUIRIES_PER_EMAIL },
    ],
    now,
  );
  if (wait > 0) throw throttled(wait);
}
