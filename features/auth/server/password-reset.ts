import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, gte, lt } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { getDb, type Database } from '@/lib/db/client';
import { mailOutbox, passwordResets, users, type User } from '@/lib/db/schema';
import { publicPaths } from '@/lib/paths.mjs';
import { kennelName } from '@/features/site/server/site-facts';
import { absoluteUrl } from '@/lib/site/url';
import type { PasswordResetInput, PasswordResetRequest } from '@/features/auth/schema';
import { issueDeviceToken, issueToken, type PasswordClient } from './auth';
import { assertUncommonPassword } from './common-passwords';
import { ApiError } from '@/lib/server/http/errors';
import { mailConfig } from '@/lib/server/mail/config';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { hashPassword } from './password';
import { getSiteInfo } from '@/features/site/server/site-info';
import {
  beginPasswordAttempt,
  clearLoginFailures,
  forgetOldAttempts,
  type PasswordAttemptKey,
} from '@/lib/server/throttle';

/*
 * "Forgot password?": a link mailed to the account's address sets a new password.
 * The link carries a random token in its fragment (`/reset-password#token=…`), which no server,
 * cache or Referer ever sees; only the token's SHA-256 is stored. It works once, for 30 minutes,
 * and not after the account's tokens were revoked (a sign-out, a password change, another link). Both steps
 * go through the login throttle, under keys of their own, so resets never lengthen the owner's
 * wait to sign in; asking answers the same whether or not the address has an account.
 */

export const RESET_TTL_MS = 30 * 60 * 1000;
/** Links mailed to one account within an hour at most; further asks are answered, not mailed. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The throttle's key for asking for a link to `email` (never the login's own key). */
const requestKey = (email: string, ip: string): PasswordAttemptKey => ({
  email: `reset:${email}`,
  ip,
  device: null,
});

/** The throttle's key for using a link: every token its own, so no one can hold up the others. */
const redeemKey = (tokenHash: string, ip: string): PasswordAttemptKey => ({
  email: `reset-link:${tokenHash.slice(0, 32)}`,
  ip,
  device: null,
});

async function throttle(db: Database, key: PasswordAttemptKey) {
  const attempt = await beginPasswordAttempt(db, key);
  if (!attempt.allowed) {
    throw new ApiError(429, 'tooManyAttempts', undefined, {
      'Retry-After': String(attempt.retryAfter),
    });
  }
}

/** Whether reset links can be mailed at all (SMTP_URL set). */
export const passwordResetByMail = () => mailConfig() !== null;

/**
 * Mails a reset link to `email` if it belongs to an account (in `locale`, the page's language).
 * Answers the same either way; 503 `mailUnavailable` when no mail is configured.
 */
export async function requestPasswordReset(
  input: PasswordResetRequest,
  client: PasswordClient,
): Promise<void> {
  const config = mailConfig();
  if (!config) throw new ApiError(503, 'mailUnavailable');
  const db = await getDb();
  await throttle(db, requestKey(input.email, client.ip));
  await forgetOldAttempts(db);
  const now = Date.now();
  const hourAgo = new Date(now - 60 * 60 * 1000);
  // Kept an hour, used or not, for the count of links mailed; usable for RESET_TTL_MS of it.
  await db.delete(passwordResets).where(lt(passwordResets.createdAt, hourAgo));
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user) return;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gte(passwordResets.createdAt, hourAgo)));
  if (n >= MAX_RESET_MAILS_PER_HOUR) {
    console.warn(`Password reset for ${user.email}: ${n} links mailed this hour, no more sent`);
    return;
  }
  const from = config.from ?? config.notify ?? (await getSiteInfo()).email;
  if (!from) {
    console.warn('A password reset was asked for, but MAIL_FROM is not set: no mail');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const mail = await resetMail(user, token, input.locale);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashOf(token),
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(now + RESET_TTL_MS),
    });
    await tx.insert(mailOutbox).values({ from, to: user.email, ...mail });
  });
  kickOutbox();
}

async function resetMail(user: User, token: string, locale: PasswordResetRequest['locale']) {
  const t = await getTranslations({ locale, namespace: 'PasswordResetMail' });
  const site = await kennelName();
  const link = `${absoluteUrl(publicPaths.resetPassword)}#token=${token}`;
  return {
    subject: t('subject', { site }),
    text: [
      t('greeting', { name: user.name }),
      '',
      t('body', { site, minutes: String(RESET_TTL_MS / 60_000) }),
      '',
      link,
      '',
      t('notYou'),
    ].join('\n'),
  };
}

/**
 * Sets a new password with a mailed link's token: 410 `resetLinkInvalid` when it is unknown,
 * used, expired or revoked. Every earlier session, device cookie and reset link stops working;
 * this browser is signed in with fresh ones.
 */
export async function resetPassword(input: PasswordResetInput, client: PasswordClient) {
  await assertUncommonPassword(input.password, 'password');
  const db = await getDb();
  const tokenHash = hashOf(input.token);
  const key = redeemKey(tokenHash, client.ip);
  await throttle(db, key);
  const passwordHash = await hashPassword(input.password);
  const [link] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), gt(passwordResets.expiresAt, new Date())));
  // The link holds the account's token version: using it moves the version on, which voids it
  // and every other link and session. Of two tries with one link, only one finds it current.
  const [user] = link
    ? await db
        .update(users)
        .set({ passwordHash, tokenVersion: link.tokenVersion + 1 })
        .where(and(eq(users.id, link.userId), eq(users.tokenVersion, link.tokenVersion)))
        .returning()
    : [];
  if (!user) {
    await forgetOldAttempts(db);
    throw new ApiError(410, 'resetLinkInvalid');
  }
  await clearLoginFailures(db, key);
  return { user, token: await issueToken(user), deviceToken: await issueDeviceToken(user) };
}
