import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/types';
import { mailOutbox } from '@/lib/db/schema';
import { countTriesIn, hashKey, mailboxOf } from '../enquiry-throttle';
import { ApiError, notFound } from '../http/errors';
import { idOfSigned, signedId } from '../signed-ids';
import { throttleAddress } from '../throttle';
import { linkMailsPerAddress } from './config';
import { kickOutbox, type NewMail } from './outbox';

/*
 * The mails that carry a person's own link (an applicant's private page, an enquirer's visit
 * link, a subscriber's confirmation) go to an address someone typed in, so they are budgeted per
 * sender address, and per sender address and recipient mailbox; never all together: nobody's
 * flood can use up somebody else's, and a person asking from their own network always has room
 * (the forms' own limits, ../enquiry-throttle.ts, keep a mailbox from being flooded). A mail over budget is stored held, never dropped: the breeder sees it as not
 * delivered, and the person can ask for it again from the confirmation page with a signed ticket.
 */

export const LINK_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Link mails one sender address may send one mailbox in an hour. */
export const LINK_MAILS_PER_RECIPIENT = 3;

type Executor = Pick<Database, 'execute' | 'select' | 'insert'>;

/** When this process last said a budget ran out: once per window is enough. */
let heldLoggedAt = -Infinity;

/**
 * Takes one link mail from the budgets of the sender's address and of its mails to the
 * recipient's mailbox, in the caller's transaction: 0 when taken, else the seconds until both
 * have room again.
 */
export async function takeLinkMail(
  tx: Executor,
  who: { ip: string; email: string },
  now: number,
): Promise<number> {
  const address = throttleAddress(who.ip);
  const wait = await countTriesIn(
    tx,
    [
      { kind: 'link-address', key: hashKey(address), limit: linkMailsPerAddress() },
      {
        kind: 'link-mailbox',
        key: hashKey(`${address} ${mailboxOf(who.email)}`),
        limit: LINK_MAILS_PER_RECIPIENT,
      },
    ],
    now,
    LINK_MAIL_WINDOW_MS,
  );
  if (wait > 0 && now - heldLoggedAt >= LINK_MAIL_WINDOW_MS) {
    heldLoggedAt = now;
    console.warn(
      'Link mails: a sender address spent its budget this hour (LINK_MAILS_PER_ADDRESS, or ' +
        `${LINK_MAILS_PER_RECIPIENT} to one mailbox); its mails are held until the person asks again`,
    );
  }
  return wait;
}

/**
 * Queues a mail with a person's own link, or stores it held when the budget is spent. Answers
 * the ticket to ask for a held one again (null when it was queued).
 */
export async function queueLinkMail(
  tx: Transaction,
  mail: NewMail,
  ip: string,
  now: number,
): Promise<{ resend: string | null }> {
  const allowed = (await takeLinkMail(tx, { ip, email: mail.to }, now)) === 0;
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...mail, heldAt: allowed ? null : new Date(now) })
    .returning({ id: mailOutbox.id });
  return { resend: allowed ? null : resendTicket(row!.id) };
}

const PURPOSE = 'link-mail-resend';

export const resendTicket = (mailId: number) => signedId(PURPOSE, mailId);

/** The held mail a ticket stands for, or null when this server did not sign it. */
export const mailOfTicket = (ticket: string) => idOfSigned(PURPOSE, ticket);

/**
 * Sends a held mail, counted against the asking address (to the mail's own recipient): 404 for a
 * ticket that is not ours or whose mail is gone, 429 while either budget is still spent.
 */
export async function resendHeldMail(
  ticket: string,
  ip: string,
  now = Date.now(),
): Promise<'sent' | 'alreadySent'> {
  const db = await getDb();
  const id = mailOfTicket(ticket);
  if (id === null) throw notFound('linkNotValid');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ to: mailOutbox.to, heldAt: mailOutbox.heldAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    // Sent mail is deleted from the outbox: a ticket of one that went out has nothing to do.
    if (!row?.heldAt) return 'alreadySent' as const;
    const wait = await takeLinkMail(tx, { ip, email: row.to }, now);
    if (wait > 0)
      throw new ApiError(429, 'linkMailHeld', undefined, { 'Retry-After': String(wait) });
    await tx
      .update(mailOutbox)
      .set({ heldAt: null, nextAttemptAt: new Date(now) })
      .where(and(eq(mailOutbox.id, id), isNotNull(mailOutbox.heldAt)));
    return 'sent' as const;
  });
  if (result === 'sent') kickOutbox();
  return result;
}

/** The breeder's notice, told first that the person's own link was held back. */
export async function withHeldLink(notice: NewMail, locale: AppLocale): Promise<NewMail> {
  const t = await getTranslations({ locale, namespace: 'LinkMail' });
  return { ...notice, text: `${t('heldNotice')}\n\n${notice.text}` };
}
