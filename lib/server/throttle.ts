import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import { clientNetwork } from '@/lib/client-network.mjs';
import type { Database } from '@/lib/db/client';
import { loginAttempts, ownerUploadAttempts } from '@/lib/db/schema';

/*
 * SPEC §7 throttling of password checks (login and password change), by failed tries:
 * - from one address for one e-mail, and from one address for any e-mail: a hard limit per
 *   window, so one machine can neither guess nor spray;
 * - for one e-mail from everywhere: a delay that grows with every failure instead of a lock,
 *   so a botnet guesses slowly while it cannot shut the owner out for long;
 * - a browser with a device cookie (signed in before, lib/server/http/cookies.ts) skips all
 *   three and meets only its own limit: an attack from elsewhere never reaches the owner there.
 */

/** Failures counted by the hard limits. */
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_DEVICE = 5;
/** The e-mail-wide delay: failures of a day count; the first ten pass, then each waits. */
export const EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_FAILURES_PER_EMAIL = 10;
export const FIRST_EMAIL_DELAY_MS = 30 * 1000;
export const MAX_EMAIL_DELAY_MS = 15 * 60 * 1000;

/** Advisory lock classes, so that an e-mail and an address never share a lock. */
const LOCK_EMAIL = 0x4b4e4501;
const LOCK_ADDRESS = 0x4b4e4502;

/**
 * How long after its latest failure an e-mail takes the next try, given its failures of the
 * day without a device cookie: nothing for the first ten, then 30 s, doubling up to 15 minutes.
 */
export function emailDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_EMAIL) return 0;
  const doublings = Math.min(failures - FREE_FAILURES_PER_EMAIL, 30);
  return Math.min(FIRST_EMAIL_DELAY_MS * 2 ** doublings, MAX_EMAIL_DELAY_MS);
}

/**
 * The address the per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * network (lib/client-network.mjs).
 */
export const throttleAddress = clientNetwork;

/** A lock key of 32 bits for a text (collisions only make two keys wait for each other). */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

export type PasswordAttempt = { allowed: true } | { allowed: false; retryAfter: number };

/** Who tries: `device` is a valid device cookie's id for this e-mail, else null. */
export interface PasswordAttemptKey {
  email: string;
  ip: string;
  device: string | null;
}

/** Seconds until `at` (a moment in ms), at least 1 when it is still ahead. */
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * Whether one more password may be checked for `key`, kept in the database so it holds across
 * restarts and instances. The attempt is recorded as a failure *before* the password is checked,
 * in the same transaction as the counts, serialised per e-mail and per address (advisory locks
 * on PostgreSQL; PGlite runs one transaction at a time anyway): however many tries arrive at
 * once, no more get to check a password than if they came one by one. A successful check then
 * forgets the failures of its own key (`clearLoginFailures`).
 */
export async function beginPasswordAttempt(
  db: Database,
  key: PasswordAttemptKey,
  at?: number,
): Promise<PasswordAttempt> {
  const { email, device } = key;
  const address = throttleAddress(key.ip);
  return db.transaction(async (tx) => {
    // Always the e-mail first, then the address: no two attempts wait for each other in a circle.
    // A device cookie belongs to one e-mail, so the e-mail's lock serialises it too.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_EMAIL}::int4, ${lockKey(email)}::int4)`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}::int4, ${lockKey(address)}::int4)`,
    );
    // The time once the locks are held: tries that went before are all in the past by then.
    const now = at ?? Date.now();
    const lockSince = new Date(now - LOCK_WINDOW_MS);
    // The failure that reached a hard limit: once it leaves the window, one more try is allowed.
    const hardLimit = async (failures: SQL | undefined, limit: number) => {
      const [row] = await tx
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(failures, gte(loginAttempts.createdAt, lockSince)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1)
        .offset(limit - 1);
      return row ? secondsUntil(row.at.getTime() + LOCK_WINDOW_MS, now) : 0;
    };
    const emailDelay = async () => {
      const [row] = await tx
        .select({ failures: count(), latest: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            isNull(loginAttempts.device),
            gte(loginAttempts.createdAt, new Date(now - EMAIL_WINDOW_MS)),
          ),
        );
      if (!row?.latest) return 0;
      return secondsUntil(row.latest.getTime() + emailDelayMs(row.failures), now);
    };
    const untrusted = isNull(loginAttempts.device);
    const waits = device
      ? [await hardLimit(eq(loginAttempts.device, device), MAX_FAILURES_PER_DEVICE)]
      : [
          await hardLimit(
            and(eq(loginAttempts.email, email), eq(loginAttempts.ip, address), untrusted),
            MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
          ),
          await hardLimit(and(eq(loginAttempts.ip, address), untrusted), MAX_FAILURES_PER_ADDRESS),
          await emailDelay(),
        ];
    const wait = Math.max(...waits);
    if (wait > 0) return { allowed: false, retryAfter: wait };
    await tx.insert(loginAttempts).values({ email, ip: address, device, createdAt: new Date(now) });
    return { allowed: true };
  });
}

/** Keeps the table small: failures older than the longest window no longer count. */
export async function forgetOldAttempts(db: Database, now = Date.now()) {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now - EMAIL_WINDOW_MS)));
}

/**
 * After a right password: the failures of the key that proved it (the device, or the e-mail from
 * this address) are forgotten. Others' stay: the owner signing in lifts no limit an attacker
 * elsewhere has run into.
 */
export async function clearLoginFailures(db: Database, key: PasswordAttemptKey) {
  await db
    .delete(loginAttempts)
    .where(
      key.device
        ? eq(loginAttempts.device, key.device)
        : and(
            eq(loginAttempts.email, key.email),
            eq(loginAttempts.ip, throttleAddress(key.ip)),
            isNull(loginAttempts.device),
          ),
    );
}

// ── Owners' uploads ─────────────────────────────────────────────────────────────────────────

/** Sends an hour from one private link, refused ones too (each may carry ten photos to decode). */
export const MAX_OWNER_UPLOADS_PER_HOUR = 5;
const OWNER_UPLOAD_WINDOW_MS = 60 * 60 * 1000;
const LOCK_OWNER_UPLOAD = 0x4b4e4504;

/**
 * Counts one send of photos from a private link (refused ones too: each may cost ten decodes),
 * or answers the seconds until the oldest send of the hour leaves the window when
 * MAX_OWNER_UPLOADS_PER_HOUR were made. Serialised per link, so sends at once cannot pass together.
 */
export async function beginOwnerUpload(
  db: Database,
  applicationId: number,
  now = Date.now(),
): Promise<PasswordAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_OWNER_UPLOAD}::int4, ${applicationId}::int4)`,
    );
    const since = new Date(now - OWNER_UPLOAD_WINDOW_MS);
    const mine = eq(ownerUploadAttempts.applicationId, applicationId);
    await tx.delete(ownerUploadAttempts).where(and(mine, lt(ownerUploadAttempts.createdAt, since)));
    const [filled] = await tx
      .select({ at: ownerUploadAttempts.createdAt })
      .from(ownerUploadAttempts)
      .where(and(mine, gte(ownerUploadAttempts.createdAt, since)))
      .orderBy(desc(ownerUploadAttempts.createdAt))
      .limit(1)
      .offset(MAX_OWNER_UPLOADS_PER_HOUR - 1);
    if (filled) {
      return {
        allowed: false,
        retryAfter: Math.max(1, secondsUntil(filled.at.getTime() + OWNER_UPLOAD_WINDOW_MS, now)),
      };
    }
    await tx.insert(ownerUploadAttempts).values({ applicationId, createdAt: new Date(now) });
    return { allowed: true };
  });
}
