import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/types';
import { mailOutbox } from '@/lib/db/schema';
import { countTriesIn, hashKey } from '../enquiry-throttle';
import { throttleAddress } from '../throttle';
import type { NewMail } from './outbox';

/*
 * The breeder's news of bookings, gathered when it comes in bursts from one address: the first
 * DIGEST_FREE mails of a window go at once, what follows within DIGEST_WINDOW_MS waits and goes
 * as one mail, its texts one after the other and every invitation attached.
 */

export const DIGEST_WINDOW_MS = 10 * 60 * 1000;
export const DIGEST_FREE = 2;

export async function queueDigested(
  tx: Transaction,
  mail: NewMail,
  ip: string,
  subjectOf: (count: number) => Promise<string>,
  now: number,
) {
  const key = hashKey(`bookings ${mail.to} ${throttleAddress(ip)}`);
  // Counted here while the window has room; past it the mail joins the one waiting.
  const wait = await countTriesIn(
    tx,
    [{ kind: 'booking-digest', key, limit: DIGEST_FREE }],
    now,
    DIGEST_WINDOW_MS,
  );
  if (wait === 0) {
    await tx.insert(mailOutbox).values({ ...mail, digest: 'bookings' });
    return;
  }
  // Waiting and not yet claimed by the sender (a claim counts a try and moves the time).
  const waiting = and(
    eq(mailOutbox.digest, 'bookings'),
    eq(mailOutbox.to, mail.to),
    eq(mailOutbox.attempts, 0),
    gt(mailOutbox.nextAttemptAt, new Date(now)),
    isNull(mailOutbox.heldAt),
    isNull(mailOutbox.failedAt),
  );
  const [pending] = await tx
    .select()
    .from(mailOutbox)
    .where(waiting)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (pending) {
    const attachments = [...(pending.attachments ?? []), ...(mail.attachments ?? [])];
    const [merged] = await tx
      .update(mailOutbox)
      .set({
        subject: await subjectOf(Math.max(attachments.length, 2)),
        text: `${pending.text}\n\n----------\n\n${mail.text}`,
        attachments,
        // Several bookers: no one of them is the answer's address.
        replyTo: null,
      })
      .where(and(eq(mailOutbox.id, pending.id), waiting))
      .returning({ id: mailOutbox.id });
    if (merged) return;
  }
  await tx.insert(mailOutbox).values({
    ...mail,
    digest: 'bookings',
    nextAttemptAt: new Date(now + wait * 1000),
  });
}
