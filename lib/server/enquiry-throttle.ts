import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enquiryAttempts } from '@/lib/db/schema';
import { ApiError } from './http/errors';
import { acknowledgementsPerHour } from './mail/config';
import { throttleAddress } from './throttle';

/*
 * The enquiry form's limits (issue 19, issue 30): per sender address, per mailbox, and for all
 * buyers' acknowledgements together, so that the form can never be made to mail strangers in bulk.
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const hashKey = (text: string) => createHash('sha256').update(text).digest('base64url');
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

/** The public forms that send mail, each with limits of its own (issue 31). */
export type PublicForm = 'enquiry' | 'subscription' | 'application';

/**
 * Counts this try of `form` against both limits, or refuses it with the seconds until the oldest
 * try that fills a limit leaves the window. Serialised per key, so tries at once cannot pass
 * together. Every form has the enquiry form's limits, counted apart.
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
  const keys = [
    {
      kind: 'address' as const,
      key: scoped(throttleAddress(ip)),
      limit: MAX_ENQUIRIES_PER_ADDRESS,
    },
    { kind: 'email' as const, key: scoped(mailboxOf(email)), limit: MAX_ENQUIRIES_PER_EMAIL },
  ];
  await db.transaction(async (tx) => {
    for (const { kind, key } of keys) await lock(tx, kind + key);
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

/** When this process last said the cap was reached: once per window is enough. */
let capLoggedAt = -Infinity;

/**
 * Takes one of the hour's acknowledgements (ENQUIRY_ACKS_PER_HOUR), inside the transaction that
 * stores the enquiry; false when they are used up, and the buyer then gets none.
 */
export async function takeAcknowledgement(tx: Transaction, now: number): Promise<boolean> {
  const cap = acknowledgementsPerHour();
  await lock(tx, 'acknowledgement');
  const [row] = await tx
    .select({ sent: count() })
    .from(enquiryAttempts)
    .where(
      and(
        eq(enquiryAttempts.kind, 'acknowledgement'),
        gte(enquiryAttempts.createdAt, new Date(now - ENQUIRY_WINDOW_MS)),
      ),
    );
  if (Number(row?.sent ?? 0) >= cap) {
    if (now - capLoggedAt >= ENQUIRY_WINDOW_MS) {
      capLoggedAt = now;
      console.warn(
        `Enquiries: ${cap} acknowledgements sent in the last hour (ENQUIRY_ACKS_PER_HOUR); ` +
          'new enquiries are stored and the breeder told, but their senders get no acknowledgement',
      );
    }
    return false;
  }
  await tx
    .insert(enquiryAttempts)
    .values({ kind: 'acknowledgement', key: 'all', createdAt: new Date(now) });
  return true;
}
