import 'server-only';
import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { mailOutbox, subscriptionNews, subscriptions } from '@/lib/db/schema';
import type { Subscription } from '@/features/subscriptions/schema';
import { looksLikeBot } from '@/lib/server/enquiry-start';
import { countAttempt, ENQUIRY_WINDOW_MS, mailboxOf } from '@/lib/server/enquiry-throttle';
import { queueLinkMail } from '@/lib/server/mail/link-mail';
import { ApiError } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/lib/server/mail/sender';
import { composeConfirmationMail } from '@/features/subscriptions/mail/subscription-mail';
import { lookupHash, newToken, tokenMatches } from '@/lib/server/tokens';
import { litterFacts } from './litter-facts';

/*
 * "Tell me when puppies are born". Double opt-in: a subscription gets litter news
 * (./litter-news.ts) only once the link of its confirmation mail was followed and its button
 * pressed. The answer to a request never says whether the address was known: the same 202,
 * after the same work (the throttle, the bot check), and what depends on the address (the
 * row, the mail) happens after the answer has gone.
 */

/** Unconfirmed subscriptions are deleted this long after they were asked for. */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most one confirmation mail per address and litter in this time, however often it is asked. */
export const CONFIRMATION_RESEND_MS = ENQUIRY_WINDOW_MS;

const linkInvalid = () => new ApiError(404, 'subscriptionLinkInvalid');

/**
 * A visitor's request for news (`POST /api/subscriptions`): refused only for what does not
 * depend on the address (a litter that takes none, the throttle). A bot's is dropped. `later`
 * runs the rest once the answer has gone (next/server's `after`).
 */
export async function requestSubscription(
  input: Subscription,
  ip: string,
  later: (task: () => Promise<void>) => void,
  now = Date.now(),
): Promise<void> {
  const db = await getDb();
  if (input.litterId && !(await litterFacts(db, input.litterId, { open: true }))) {
    throw new ApiError(422, 'validationFailed', [{ msg: 'litterNewsClosed', path: 'litterId' }]);
  }
  await countAttempt(db, ip, input.email, now, 'subscription');
  if (looksLikeBot(input, now)) return;
  later(async () => {
    try {
      if (await storeSubscription(db, input, ip, now)) kickOutbox();
    } catch (error) {
      console.error('Subscription not stored:', error);
    }
  });
}

/**
 * Stores the request and queues its confirmation mail: for a new address, or an unconfirmed one
 * whose last mail is older than CONFIRMATION_RESEND_MS (with fresh tokens: only hashes are
 * kept). A confirmed address is left as it is and gets nothing. True when mail was queued.
 */
export async function storeSubscription(
  db: Database,
  input: Subscription,
  ip: string,
  now = Date.now(),
): Promise<boolean> {
  const litterId = input.litterId ?? null;
  const litter = litterId ? await litterFacts(db, litterId, { open: true }) : null;
  if (litterId && !litter) return false;
  const confirm = newToken();
  const unsubscribe = newToken();
  const from = await mailSender(db);
  const mail = from
    ? await composeConfirmationMail({
        from,
        to: input.email,
        locale: input.locale,
        confirmToken: confirm.token,
        unsubscribeToken: unsubscribe.token,
        litter,
      })
    : null;
  const asked = new Date(now);
  const values = {
    email: input.email,
    locale: input.locale,
    confirmTokenHash: confirm.hash,
    unsubscribeTokenHash: unsubscribe.hash,
    // Unconfirmed: when the confirmation was last asked for (the 7 days and the resend count from it).
    createdAt: asked,
  };
  return db.transaction(async (tx) => {
    const mailbox = mailboxOf(input.email);
    const [added] = await tx
      .insert(subscriptions)
      .values({ ...values, mailbox, litterId })
      .onConflictDoNothing()
      .returning({ id: subscriptions.id });
    const [renewed] = added
      ? [added]
      : await tx
          .update(subscriptions)
          .set(values)
          .where(
            and(
              eq(subscriptions.mailbox, mailbox),
              litterId === null
                ? isNull(subscriptions.litterId)
                : eq(subscriptions.litterId, litterId),
              isNull(subscriptions.confirmedAt),
              lt(subscriptions.createdAt, new Date(now - CONFIRMATION_RESEND_MS)),
            ),
          )
          .returning({ id: subscriptions.id });
    const id = renewed?.id;
    if (id === undefined || !mail) return false;
    // A mail still held carries the tokens just replaced.
    await tx.delete(mailOutbox).where(eq(mailOutbox.subscriptionId, id));
    const { resend } = await queueLinkMail(tx, { ...mail, subscriptionId: id }, ip, now);
    return resend === null;
  });
}

/** The subscription a confirmation link's token belongs to, while it may still be confirmed. */
async function confirmable(db: Database, token: string, now: number): Promise<number | null> {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [row] = await db
    .select({ id: subscriptions.id, hash: subscriptions.confirmTokenHash })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.confirmTokenHash, hash),
        or(
          isNotNull(subscriptions.confirmedAt),
          gte(subscriptions.createdAt, new Date(now - UNCONFIRMED_TTL_MS)),
        ),
      ),
    );
  return row && tokenMatches(token, row.hash) ? row.id : null;
}

/** The subscription an unsubscribe token (of any mail it was sent) belongs to. */
async function unsubscribable(db: Database, token: string): Promise<number | null> {
  const hash = lookupHash(token);
  if (!hash) return null;
  const [own] = await db
    .select({ id: subscriptions.id, hash: subscriptions.unsubscribeTokenHash })
    .from(subscriptions)
    .where(eq(subscriptions.unsubscribeTokenHash, hash));
  const [news] = own
    ? []
    : await db
        .select({
          id: subscriptionNews.subscriptionId,
          hash: subscriptionNews.unsubscribeTokenHash,
        })
        .from(subscriptionNews)
        .where(eq(subscriptionNews.unsubscribeTokenHash, hash));
  const found = own ?? news;
  return found && tokenMatches(token, found.hash) ? found.id : null;
}

/**
 * Whether a mailed link's token (`confirm` or `unsubscribe`) would work now: the link's GET keeps
 * only such a token, so nothing else (another person's choice, a header's attributes) gets into
 * the cookie.
 */
export async function subscriptionLinkWorks(
  kind: 'confirm' | 'unsubscribe',
  token: string,
  now = Date.now(),
): Promise<boolean> {
  if (!lookupHash(token)) return false;
  const db = await getDb();
  const id =
    kind === 'confirm' ? await confirmable(db, token, now) : await unsubscribable(db, token);
  return id !== null;
}

/** The confirmation link's button: from now on the address gets news. Pressing it twice is fine. */
export async function confirmSubscription(token: string, now = Date.now()): Promise<void> {
  if (!lookupHash(token)) throw linkInvalid();
  const db = await getDb();
  const id = await confirmable(db, token, now);
  if (id === null) throw linkInvalid();
  await db
    .update(subscriptions)
    .set({ confirmedAt: new Date(now) })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.confirmedAt)));
}

/**
 * One-click unsubscribe (RFC 8058), by the token of any mail the subscription was sent: the
 * subscription is deleted, with what it was sent and any mail still waiting for it.
 */
export async function unsubscribe(token: string): Promise<void> {
  if (!lookupHash(token)) throw linkInvalid();
  const db = await getDb();
  const id = await unsubscribable(db, token);
  if (id === null) throw linkInvalid();
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}

/** Subscriptions never confirmed within UNCONFIRMED_TTL_MS are deleted (the hourly upkeep). */
export async function removeUnconfirmedSubscriptions(
  db?: Database,
  now = Date.now(),
): Promise<number> {
  const database = db ?? (await getDb());
  const removed = await database
    .delete(subscriptions)
    .where(
      and(
        isNull(subscriptions.confirmedAt),
        lt(subscriptions.createdAt, new Date(now - UNCONFIRMED_TTL_MS)),
      ),
    )
    .returning({ id: subscriptions.id });
  return removed.length;
}
