import 'server-only';
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { loginAttempts } from '@/lib/db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 20;

/** Advisory lock classes, so that an e-mail and an address never share a lock. */
const LOCK_EMAIL = 0x4b4e4501;
const LOCK_ADDRESS = 0x4b4e4502;

/**
 * The address the per-address limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64 network, as one subscriber usually holds a whole /64 and
 * could otherwise hop addresses at will. Anything else (no address known) as it is.
 */
export function throttleAddress(ip: string): string {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).every((group, i) => group === (i === 5 ? 0xffff : 0));
  if (mapped) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  const network = groups.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const groups =
    tail === undefined
      ? split(head)
      : [
          ...split(head),
          ...Array(8 - split(head).length - split(tail).length).fill('0'),
          ...split(tail),
        ];
  return groups.map((group) => parseInt(group, 16));
}

/** A lock key of 32 bits for a text (collisions only make two keys wait for each other). */
function lockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

export type PasswordAttempt = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * SPEC §7 throttling of password checks (login and password change), kept in the database so it
 * holds across restarts and instances. The attempt is recorded as a failure *before* the
 * password is checked, in the same transaction as the count, serialised per e-mail and per
 * address (advisory locks on PostgreSQL; PGlite runs one transaction at a time anyway): however
 * many tries arrive at once, at most the allowed number get to check a password. A successful
 * check then clears the e-mail's failures (`clearLoginFailures`).
 */
export async function beginPasswordAttempt(
  db: Database,
  email: string,
  ip: string,
  now = Date.now(),
): Promise<PasswordAttempt> {
  const address = throttleAddress(ip);
  const since = new Date(now - THROTTLE_WINDOW_MS);
  return db.transaction(async (tx) => {
    // Always the e-mail first, then the address: no two attempts wait for each other in a circle.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_EMAIL}::int4, ${lockKey(email)}::int4)`,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}::int4, ${lockKey(address)}::int4)`,
    );
    // The attempt that reached the limit: once it leaves the window, one more try is allowed.
    const limitingAttempt = async (by: 'email' | 'ip', value: string, limit: number) => {
      const [row] = await tx
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts[by], value), gte(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1)
        .offset(limit - 1);
      return row ? Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now) / 1000) : 0;
    };
    const wait = Math.max(
      await limitingAttempt('email', email, MAX_FAILURES_PER_EMAIL),
      await limitingAttempt('ip', address, MAX_FAILURES_PER_IP),
    );
    if (wait > 0) return { allowed: false, retryAfter: wait };
    await tx.insert(loginAttempts).values({ email, ip: address, createdAt: new Date(now) });
    return { allowed: true };
  });
}

/** Keeps the table small: attempts older than the window no longer count. */
export async function forgetOldAttempts(db: Database, now = Date.now()) {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(now - THROTTLE_WINDOW_MS)));
}

export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
