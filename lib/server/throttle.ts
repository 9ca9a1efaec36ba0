import 'server-only';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { loginAttempts } from '@/lib/db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * SPEC §7 login throttling, kept in the database so it holds across restarts and instances:
 * returns the seconds to wait, or 0 when a login may be tried.
 */
export async function loginRetryAfter(db: Database, email: string, ip: string, now = Date.now()) {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  // The attempt that reached the limit: once it leaves the window, one more try is allowed.
  const limitingAttempt = async (by: 'email' | 'ip', value: string, limit: number) => {
    const [row] = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts[by], value), gte(loginAttempts.createdAt, since)))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1)
      .offset(limit - 1);
    return row ? Math.ceil((row.at.getTime() + THROTTLE_WINDOW_MS - now) / 1000) : 0;
  };
  const waits = await Promise.all([
    limitingAttempt('email', email, MAX_FAILURES_PER_EMAIL),
    limitingAttempt('ip', ip, MAX_FAILURES_PER_IP),
  ]);
  const wait = Math.max(...waits);
  return wait > 0 ? wait : 0;
}

export async function recordLoginFailure(db: Database, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email, ip });
  // Keep the table small: attempts older than the window no longer count.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
