import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from './secret';

/*
 * A row's id signed for one purpose, `{id}.{HMAC}`: a link that opens that row and no other, with
 * nothing stored for it. It opens nothing once the row is gone, or under another signing key.
 */

const sign = (purpose: string, id: number) =>
  createHmac('sha256', signingSecret()).update(`${purpose}:${id}`).digest('base64url');

export const signedId = (purpose: string, id: number) => `${id}.${sign(purpose, id)}`;

const SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * The id a token of the signed shape names, not yet verified: for a purpose whose key depends on
 * the row (read it, then verify with idOfSigned); null for any other shape.
 */
export function claimedId(token: string): number | null {
  const match = SHAPE.exec(token);
  return match ? Number(match[1]) : null;
}

/** The id a signed link stands for, or null when this server did not sign it for `purpose`. */
export function idOfSigned(purpose: string, token: string): number | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(purpose, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
