import 'server-only';
import { and, asc, eq, isNull, lte, min } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { getDb, type Database } from '@/lib/db/client';
import { mailOutbox, type MailAttachment, type MailRow } from '@/lib/db/schema';
import { getStorage } from '@/lib/server/storage';
import { mailConfig } from './config';

/*
 * Mail is never sent in a request's path: a request stores it here (in the transaction that
 * stores what it is about) and wakes the sender, which runs beside the requests. A failed send
 * is tried again later, waiting twice as long each time (2 s, 4 s, … up to an hour), so mail
 * written while the SMTP server is down or slow goes out once it is back. Sent mail is deleted.
 * A permanent refusal (an SMTP 5xx answer), MAX_ATTEMPTS tries or GIVE_UP_MS after it was written
 * end the tries: mail about an enquiry is then kept, marked failed, for the inbox to show; other
 * mail is deleted. Mail held by the link budget (./link-mail.ts) waits until it is released.
 */

export type NewMail = Pick<MailRow, 'from' | 'to' | 'subject' | 'text'> &
  Partial<
    Pick<
      MailRow,
      | 'replyTo'
      | 'enquiryId'
      | 'applicationId'
      | 'subscriptionId'
      | 'headers'
      | 'attachments'
      | 'digest'
    >
  >;

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed message is left to its sender before another may try it. */
const CLAIM_MS = 2 * 60 * 1000;
/** The longest the sender sleeps with mail waiting: another instance may have added some. */
const MAX_SLEEP_MS = 60 * 1000;
const BATCH = 20;
export const MAX_ATTEMPTS = 30;
export const GIVE_UP_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Whether the SMTP server refused for good (5xx: no such mailbox, policy): trying again cannot
 * help. A refused login (EAUTH) is not: it is the site's setting, and mail goes once it is fixed.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  );
}

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
    const [row] = await db
      .select({ due: min(mailOutbox.nextAttemptAt) })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.failedAt), isNull(mailOutbox.heldAt)));
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
        isNull(mailOutbox.failedAt),
        isNull(mailOutbox.heldAt),
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
    .where(
      and(
        lte(mailOutbox.nextAttemptAt, new Date(now)),
        isNull(mailOutbox.failedAt),
        isNull(mailOutbox.heldAt),
      ),
    )
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
        ...(row.headers && { headers: row.headers }),
        ...(row.attachments?.length && { attachments: await attachmentsOf(row.attachments) }),
      });
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      await putOff(db, row, error);
      result.failed += 1;
    }
  }
  // A full batch may have left more behind.
  if (due.length === BATCH) again = true;
  return result;
}

/** A mail's files as nodemailer takes them; a stored one that is gone fails the send. */
async function attachmentsOf(files: MailAttachment[]) {
  return Promise.all(
    files.map(async (file) => {
      if ('content' in file) {
        return { filename: file.filename, contentType: file.contentType, content: file.content };
      }
      const content = await getStorage().get(file.key);
      if (!content) throw new Error(`Attachment ${file.key} is missing`);
      return { filename: file.filename, contentType: file.contentType, content };
    }),
  );
}

/** A failed send: tried again after its backoff, or given up on for good. */
async function putOff(db: Database, row: MailRow, error: unknown) {
  const attempts = row.attempts + 1;
  const now = Date.now();
  const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
  const giveUp =
    isPermanentFailure(error) ||
    attempts >= MAX_ATTEMPTS ||
    now - row.createdAt.getTime() >= GIVE_UP_MS;
  if (!giveUp) {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now + retryDelayMs(attempts)), lastError })
      .where(eq(mailOutbox.id, row.id));
    if (attempts === 1 || attempts % 10 === 0) {
      console.warn(`Mail ${row.id} not sent (try ${attempts}), will retry:`, error);
    }
    return;
  }
  console.warn(`Mail ${row.id} not sent (try ${attempts}), given up:`, lastError);
  if (row.enquiryId === null) {
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  } else {
    await db
      .update(mailOutbox)
      .set({ failedAt: new Date(now), lastError })
      .where(eq(mailOutbox.id, row.id));
  }
}
