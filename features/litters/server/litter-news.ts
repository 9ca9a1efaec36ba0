import 'server-only';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { litters, mailOutbox, subscriptionNews, subscriptions } from '@/lib/db/schema';
import {
  isLitterNewsEvent,
  LITTER_NEWS_EVENTS,
  type LitterNewsEvent,
  type LitterStatus,
} from '@/lib/selling';
import type { NewMail } from '@/lib/server/mail/outbox';
import { composeLitterNews } from '@/features/subscriptions/mail/subscription-mail';
import { mailSender } from '@/lib/server/mail/sender';
import type { Queryable } from '@/lib/db/types';
import { kennelName } from '@/features/site/server/site-facts';
import { newToken } from '@/lib/server/tokens';
import { litterFacts } from '@/features/subscriptions/server/litter-facts';

/*
 * Litter news for confirmed subscribers: a litter that is born or ready tells the
 * subscribers of that litter and of every litter; a litter newly expected tells those of every
 * litter. Each (subscription, litter, event) is mailed once, however often the status goes back
 * and forth (table subscription_news).
 */

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * The news a status change makes, if any: a litter that reaches `expected`, `born` or `ready`
 * (`previous` null: a new litter).
 */
export function litterNewsEvent(
  previous: LitterStatus | null,
  next: LitterStatus,
): LitterNewsEvent | null {
  if (previous === next) return null;
  return isLitterNewsEvent(next) ? next : null;
}

export type MailAudience = Record<LitterNewsEvent, number>;

/**
 * Who each litter's news would mail now, by news (the admin says so before a change):
 * the confirmed subscribers queueLitterNews would pick, less those told of it already. None
 * without mail settings, as nothing would be sent.
 */
export async function newsAudience(
  db: Queryable,
  litterIds: number[],
): Promise<Map<number, MailAudience>> {
  const audience = new Map(
    litterIds.map((id) => [id, { expected: 0, born: 0, ready: 0 } as MailAudience]),
  );
  if (litterIds.length === 0 || !(await mailSender(db))) return audience;
  const event = sql<LitterNewsEvent>`news.event`;
  const rows = await db
    .select({ litterId: litters.id, event, count: sql<number>`count(*)::int` })
    .from(litters)
    // Each litter once per news; the events are constants.
    .crossJoin(
      sql.raw(`(VALUES ${LITTER_NEWS_EVENTS.map((e) => `('${e}')`).join(', ')}) AS news(event)`),
    )
    .innerJoin(
      subscriptions,
      and(
        isNotNull(subscriptions.confirmedAt),
        or(
          isNull(subscriptions.litterId),
          and(sql`news.event <> 'expected'`, eq(subscriptions.litterId, litters.id)),
        ),
      ),
    )
    .where(
      and(
        inArray(litters.id, litterIds),
        sql`NOT EXISTS (SELECT 1 FROM ${subscriptionNews} WHERE ${subscriptionNews.subscriptionId} = ${subscriptions.id} AND ${subscriptionNews.litterId} = ${litters.id} AND ${subscriptionNews.event} = news.event)`,
      ),
    )
    .groupBy(litters.id, event);
  for (const row of rows) audience.get(row.litterId)![row.event] = Number(row.count);
  return audience;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Queues the mail of `event` for litter `litterId`, inside the transaction `tx` that changed the
 * litter (so the news and the change are kept, or dropped, together). Returns how many mails it
 * queued; call kickOutbox() (lib/server/mail/outbox.ts) once the transaction has committed.
 * Nothing is queued without mail settings.
 */
export async function queueLitterNews(
  tx: Queryable,
  litterId: number,
  event: LitterNewsEvent,
): Promise<number> {
  const from = await mailSender(tx);
  if (!from) return 0;
  const site = await kennelName(tx);
  const litter = await litterFacts(tx, litterId, { open: false });
  if (!litter) return 0;
  const everyLitter = isNull(subscriptions.litterId);
  const audience =
    event === 'expected' ? everyLitter : or(everyLitter, eq(subscriptions.litterId, litterId));
  const subscribers = await tx
    .select({
      id: subscriptions.id,
      email: subscriptions.email,
      locale: subscriptions.locale,
      litterId: subscriptions.litterId,
    })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.confirmedAt), audience));
  let queued = 0;
  for (const group of chunks(subscribers)) {
    const tokens = new Map(group.map((s) => [s.id, newToken()]));
    // Those told of this already are left out by the primary key.
    const fresh = await tx
      .insert(subscriptionNews)
      .values(
        group.map((s) => ({
          subscriptionId: s.id,
          litterId,
          event,
          unsubscribeTokenHash: tokens.get(s.id)!.hash,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: subscriptionNews.subscriptionId });
    const toTell = new Set(fresh.map((row) => row.id));
    const mails: NewMail[] = await Promise.all(
      group
        .filter((s) => toTell.has(s.id))
        .map(async (s) => ({
          ...(await composeLitterNews({
            from,
            site,
            to: s.email,
            locale: s.locale,
            unsubscribeToken: tokens.get(s.id)!.token,
            litter,
            event,
            allLitters: s.litterId === null,
          })),
          subscriptionId: s.id,
        })),
    );
    if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
    queued += mails.length;
  }
  return queued;
}
