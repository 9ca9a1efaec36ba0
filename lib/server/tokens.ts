import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Secret links (the buyer's private page, confirming or ending a subscription): 256 random bits,
 * of which only the SHA-256 is stored. A token is looked up by its hash, and the stored hash is
 * compared with the given one in constant time.
 */

/** Tokens as they appear in links: base64url of 32 random bytes (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token and the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The hash to look `token` up by, or null for anything that is not a token's shape. */
export function lookupHash(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashToken(token) : null;
}

/** Whether `stored` (a row's hash, null when revoked) is the hash of `token`, in constant time. */
export function tokenMatches(token: string, stored: string | null): boolean {
  if (!stored || !TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(hashToken(token), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
