import 'server-only';
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { getDb } from '@/lib/db/client';
import { users, type User } from '@/lib/db/schema';
import type { LoginInput, SignupInput } from '@/features/auth/schema';
import type { SessionUser } from '@/lib/validation/responses';
import { assertUncommonPassword } from './common-passwords';
import { ApiError, forbidden } from '@/lib/server/http/errors';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { announceChange } from '@/lib/server/revalidate';
import { signingSecret } from '@/lib/server/secret';
import type { Database } from '@/lib/db/client';
import {
  beginPasswordAttempt,
  clearLoginFailures,
  forgetOldAttempts,
  type PasswordAttemptKey,
} from '@/lib/server/throttle';
import { DEVICE_TTL_SECONDS } from '@/lib/server/http/cookies';
import { issueToken, ISSUER } from '@/lib/server/session-token';

export { assertAdmin, issueToken, userFromToken } from '@/lib/server/session-token';

/** The audience of device tokens, which are never sessions (and sessions never device tokens). */
const DEVICE_AUDIENCE = 'device';

/** Who tries a password: the client's address and the device cookie it sent, if any. */
export interface PasswordClient {
  ip: string;
  deviceToken?: string;
}

/** What the API tells about a user: never the password hash or the token version. */
export function toPublicUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    scope: user.scope,
    locale: user.locale,
  };
}

/**
 * A device token (OWASP "device cookies"): proof that this browser signed in to the account
 * before, with a random id its failures are counted by. Bound to the e-mail and to the account's
 * token version: signing out (everywhere) and a password change or reset revoke every device
 * token issued before, as they do sessions; the browser that did it gets a fresh one.
 */
export function issueDeviceToken(user: User): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.email)
    .setAudience(DEVICE_AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(signingSecret());
}

/**
 * The device's id, if `token` is a valid device token for `email`, issued since the account's
 * tokens were last revoked.
 */
export async function deviceFor(
  db: Database,
  token: string | undefined,
  email: string,
): Promise<string | null> {
  if (!token) return null;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, signingSecret(), {
      issuer: ISSUER,
      audience: DEVICE_AUDIENCE,
      subject: email,
      algorithms: ['HS256'],
    }));
  } catch {
    return null;
  }
  if (typeof payload.jti !== 'string' || !payload.jti || typeof payload.ver !== 'number') {
    return null;
  }
  const [user] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email));
  return user?.tokenVersion === payload.ver ? payload.jti : null;
}

/** Sign-up stays open until the first user exists. */
export async function signupOpen(): Promise<boolean> {
  const db = await getDb();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  return n === 0;
}

/** First-run setup: creates the first admin while no user exists; closed afterwards. */
export async function signup(input: SignupInput): Promise<{ user: User; token: string }> {
  await assertUncommonPassword(input.password, 'password');
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // Serialise concurrent sign-ups so only one can ever become the first admin.
    await tx.execute(sql`LOCK TABLE ${users} IN EXCLUSIVE MODE`);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users);
    if (n > 0) throw forbidden('signupClosed');
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, scope: ['admin'] })
      .returning();
    return created!;
  });
  // Sign-up closes, and the sign-in page no longer points to it.
  announceChange({ accounts: true });
  return { user, token: await issueToken(user) };
}

/**
 * Checks a password under the login throttle (lib/server/throttle.ts), for the account `email`
 * names: 429 with `Retry-After` past a limit, 401 when `check` finds nothing (the attempt stays
 * counted), else the failures of this device (or of this e-mail from this address) are forgotten
 * and what `check` found is returned.
 */
async function throttledPasswordCheck<T>(
  db: Database,
  email: string,
  client: PasswordClient,
  check: () => Promise<T | null>,
): Promise<T> {
  const key: PasswordAttemptKey = {
    email,
    ip: client.ip,
    device: await deviceFor(db, client.deviceToken, email),
  };
  const attempt = await beginPasswordAttempt(db, key);
  if (!attempt.allowed) {
    throw new ApiError(429, 'tooManyAttempts', undefined, {
      'Retry-After': String(attempt.retryAfter),
    });
  }
  const found = await check();
  if (found === null) {
    await forgetOldAttempts(db);
    throw new ApiError(401, 'invalidCredentials');
  }
  await clearLoginFailures(db, key);
  return found;
}

/** A session token, and a fresh device token that lets this browser past the e-mail's delay. */
export async function login(
  input: LoginInput,
  client: PasswordClient,
): Promise<{ user: User; token: string; deviceToken: string }> {
  const db = await getDb();
  const user = await throttledPasswordCheck(db, input.email, client, async () => {
    const [found] = await db.select().from(users).where(eq(users.email, input.email));
    // An unknown e-mail costs the same time as a wrong password.
    const ok = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
    return found && ok ? found : null;
  });
  return { user, token: await issueToken(user), deviceToken: await issueDeviceToken(user) };
}

/**
 * Logout signs out everywhere: every session and device token issued before stops working. The
 * browser that signs out gets a fresh device token, so it stays known to the login throttle.
 */
export async function revokeTokens(userId: number): Promise<{ deviceToken: string | null }> {
  const db = await getDb();
  const [updated] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return { deviceToken: updated ? await issueDeviceToken(updated) : null };
}

/**
 * Throttled like a login, by the account's e-mail, the client's address and device. Every earlier
 * session and device token stops working; this browser gets fresh ones.
 */
export async function changePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
  client: PasswordClient,
) {
  await assertUncommonPassword(newPassword, 'newPassword');
  const db = await getDb();
  await throttledPasswordCheck(db, user.email, client, async () =>
    (await verifyPassword(currentPassword, user.passwordHash)) ? user : null,
  );
  const [updated] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, user.id))
    .returning();
  return {
    user: updated!,
    token: await issueToken(updated!),
    deviceToken: await issueDeviceToken(updated!),
  };
}
