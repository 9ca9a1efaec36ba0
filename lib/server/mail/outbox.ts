import 'server-only';
import { and, asc, eq, lte, min } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getDb, type Database } from '@/lib/db/client';
import { mailOutbox, type MailRow } from '@/lib/db/schema';
import { mailConfig } from './config';

/*
 * Mail is never sent in a request's path: a request stores it here (in the transaction that
 * stores what it is about) and wakes the sender, which runs beside the requests. A failed send
 * is tried again later, waiting twice as long each time (2 s, 4 s, … up to an hour), so mail
 * written while the SMTP server is down or slow goes out once it is back. Sent mail is deleted.
 */

export type NewMail = Pick<MailRow, 'from' | 'to' | 'subject' | 'text'> &
  Partial<Pick<MailRow, 'replyTo' | 'enquiryId'>>;

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed message is left to its sender before another may try it. */
const CLAIM_MS = 2 * 60 * 1000;
/** The longest the sender sleeps with mail waiting: another instance may have added some. */
const MAX_SLEEP_MS = 60 * 1000;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 30)), MAX_RETRY_MS);
}

/** SMTP_URL as nodemailer's options, with timeouts so a hanging server cannot hold mail up. */
export function smtpOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:')
    throw new Error('SMTP_URL must be smtp:// or smtps://');
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username && {
      auth: {
        user: decodeURIComponent(parsed.username),
        pass: decodeURIComponent(parsed.password),
      },
    }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

let transporter: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter = {
      url,
      transport: createTransport(smtpOptions(url)),
    };
  }
  return transporter.transport;
}

let running: Promise<void> | null = null;
let again = false;
let timer: NodeJS.Timeout | null = null;

/** Wakes the sender (no-op without SMTP_URL); never waits for it and never throws. */
export function kickOutbox(): void {
  if (!mailConfig()) return;
  if (running) {
    again = true;
    return;
  }
  running = deliverDueMail()
    .then(() => undefined)
    .catch((error) => console.error('Mail outbox:', error))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        kickOutbox();
      } else {
        void scheduleNext();
      }
    });
}

async function scheduleNext() {
  try {
    const db = await getDb();
    const [row] = await db.select({ due: min(mailOutbox.nextAttemptAt) }).from(mailOutbox);
    if (!row?.due) return;
    const wait = Math.min(Math.max(row.due.getTime() - Date.now(), 0), MAX_SLEEP_MS);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      kickOutbox();
    }, wait);
    timer.unref();
  } catch (error) {
    console.error('Mail outbox:', error);
  }
}

/**
 * Claims a due message for this sender: none other sends it while the claim lasts. The try count
 * is the row's version (a timestamp is not: PostgreSQL keeps microseconds, a JS Date drops them,
 * so a row stamped by `now()` never equalled what was read back).
 */
async function claim(db: Database, row: MailRow, now: number): Promise<boolean> {
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now + CLAIM_MS), attempts: row.attempts + 1 })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.attempts, row.attempts),
        lte(mailOutbox.nextAttemptAt, new Date(now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return claimed.length > 0;
}

/** Sends every message that is due; each failure is put off by its own backoff. */
export async function deliverDueMail(now = Date.now()): Promise<{ sent: number; failed: number }> {
  const config = mailConfig();
  const result = { sent: 0, failed: 0 };
  if (!config) return result;
  const db = await getDb();
  const due = await db
    .select()
    .from(mailOutbox)
    .where(lte(mailOutbox.nextAttemptAt, new Date(now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH);
  for (const row of due) {
    if (!(await claim(db, row, Date.now()))) continue;
    try {
      await transportFor(config.url).sendMail({
        from: row.from,
        to: row.to,
        ...(row.replyTo && { replyTo: row.replyTo }),
        subject: row.subject,
        text: row.text,
      });
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
      result.failed += 1;
      if (attempts === 1 || attempts % 10 === 0) {
        console.warn(`Mail ${row.id} not sent (try ${attempts}), will retry:`, error);
      }
    }
  }
  // A full batch may have left more behind.
  if (due.length === BATCH) again = true;
  return result;
}
