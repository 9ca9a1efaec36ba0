import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { applications, type ApplicationRow } from '@/lib/db/schema';
import { publicPaths } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { claimedId, idOfSigned, signedId } from '@/lib/server/signed-ids';
import { notFound } from '@/lib/server/http/errors';
import { lookupHash, tokenMatches, TOKEN_PATTERN } from '@/lib/server/tokens';

/*
 * The buyer's private page is opened by the token of the first mail (only its hash is stored) or,
 * from every later mail (SPEC §13), by the application's id signed with that hash: `{id}.{HMAC}`.
 * The signature covers the current token's hash, so a new link (the old one stops working) and a
 * closed application end the signed form too; it is compared in constant time, and a wrong one
 * finds nothing, exactly like an unknown token.
 */

const purposeOf = (tokenHash: string) => `my-page:${tokenHash}`;

interface Linked {
  id: number;
  /** The current token's hash; null: the link was revoked. */
  tokenHash: string | null;
}

/** The private page's token for a mail after the first; null once the link was revoked. */
export const signedMyToken = (application: Linked): string | null =>
  application.tokenHash ? signedId(purposeOf(application.tokenHash), application.id) : null;

/** The private page's address for a mail after the first; null once the link was revoked. */
export function myPageUrl(application: Linked): string | null {
  const token = signedMyToken(application);
  return token ? absoluteUrl(publicPaths.myPage(token)) : null;
}

/** The condition that finds the application a link names, or null for no link's shape. */
export function linkLookup(token: string): SQL | null {
  const hash = lookupHash(token);
  if (hash) return eq(applications.tokenHash, hash);
  const id = claimedId(token);
  return id === null ? null : eq(applications.id, id);
}

/** Whether `token` opens `row` (the row linkLookup found, if any), in constant time. */
export function linkOpens(token: string, row: Linked | undefined): boolean {
  if (TOKEN_PATTERN.test(token)) return row ? tokenMatches(token, row.tokenHash) : false;
  // The HMAC is computed with or without a row: the answer takes as long either way.
  const id = idOfSigned(purposeOf(row?.tokenHash ?? ''), token);
  return row !== undefined && row.tokenHash !== null && id === row.id;
}

/** Statuses whose private link works: everything but a closed (declined, withdrawn) one. */
export const LINK_STATUSES = ['new', 'waiting', 'offered', 'reserved', 'placed'] as const;

/** The application a private link opens, or null (no detail why). */
export async function applicationByToken(
  db: Database,
  token: string,
): Promise<ApplicationRow | null> {
  const named = linkLookup(token);
  if (!named) return null;
  const [row] = await db
    .select()
    .from(applications)
    .where(and(named, inArray(applications.status, [...LINK_STATUSES])));
  return linkOpens(token, row) ? row! : null;
}

/** The same, or 404 `linkNotValid` for the API. */
export async function requireApplication(db: Database, token: string): Promise<ApplicationRow> {
  const row = await applicationByToken(db, token);
  if (!row) throw notFound('linkNotValid');
  return row;
}
