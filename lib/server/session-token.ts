import 'server-only';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { getDb } from '@/lib/db/client';
import { users, type User } from '@/lib/db/schema';
import { forbidden, unauthorized } from './http/errors';
import { TOKEN_TTL_SECONDS } from './http/cookies';
import { signingSecret } from './secret';

// A session: a signed token naming the user and their token version, which signing out
// everywhere and a password change bump. The route layer checks it; auth issues it.

export const ISSUER = 'kennel';

/** A session token for the user, valid for TOKEN_TTL_SECONDS. */
export async function issueToken(user: User): Promise<string> {
  return new SignJWT({ ver: user.tokenVersion, scope: user.scope })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(signingSecret());
}

/** The user a token belongs to, if its signature, expiry and version still hold. */
export async function userFromToken(token: string): Promise<User | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, signingSecret(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // jose checks `exp` only when present: a token without one would never expire.
      requiredClaims: ['exp'],
    }));
  } catch {
    return null;
  }
  const id = Number(payload.sub);
  if (payload.aud !== undefined || !Number.isInteger(id) || typeof payload.ver !== 'number')
    return null;
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && user.tokenVersion === payload.ver ? user : null;
}

export function assertAdmin(user: User | null): User {
  if (!user) throw unauthorized();
  if (!user.scope.includes('admin')) throw forbidden();
  return user;
}
