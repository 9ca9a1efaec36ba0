import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRIVATE_FILES_PREFIX } from '@/lib/paths.mjs';
import { signingSecret } from './secret';
import { isPrivateKey } from './storage';

/*
 * Short-lived links to private files (diary photos, a buyer's documents, a signed
 * contract): `/api/files/{key}?expires=…&name=…&signature=…`, an HMAC-SHA256 over the key, the
 * expiry and the file name with the site's signing key. Whoever may see the file (the buyer's
 * page, an admin screen) is given a fresh link; a link copied elsewhere stops working when it
 * expires, and changing any part of it breaks the signature.
 */

/** How long a link works unless asked otherwise: a page's photos and download buttons. */
export const PRIVATE_LINK_TTL_SECONDS = 15 * 60;

/** The longest life a link may be given (a link in a mail is not short-lived: no mail has one). */
const MAX_TTL_SECONDS = 24 * 60 * 60;

export interface PrivateLinkOptions {
  /** Seconds the link works for; PRIVATE_LINK_TTL_SECONDS when left out. */
  ttlSeconds?: number;
  /** The file name a download is saved as; without one the file is shown inline. */
  downloadName?: string;
  now?: number;
}

/** A name safe in a header and a file system: no path, quotes or control characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

const sign = (key: string, expires: number, name: string) =>
  createHmac('sha256', signingSecret()).update(`${key}\n${expires}\n${name}`).digest('base64url');

/** A link to the private file `key` that works for `ttlSeconds`. */
export function privateFileUrl(key: string, options: PrivateLinkOptions = {}): string {
  if (!isPrivateKey(key)) throw new Error(`not a private file: ${key}`);
  const ttl = Math.min(options.ttlSeconds ?? PRIVATE_LINK_TTL_SECONDS, MAX_TTL_SECONDS);
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + ttl;
  const name = options.downloadName ? safeFileName(options.downloadName) : '';
  const query = new URLSearchParams({ expires: String(expires) });
  if (name) query.set('name', name);
  query.set('signature', sign(key, expires, name));
  return `${PRIVATE_FILES_PREFIX}/${key}?${query}`;
}

export interface VerifiedLink {
  key: string;
  /** Seconds the link still works. */
  remaining: number;
  /** The download's file name; empty: shown inline. */
  name: string;
}

/** The link's file and what it allows, or null when it is forged, altered or expired. */
export function verifyPrivateLink(
  key: string,
  query: URLSearchParams,
  now = Date.now(),
): VerifiedLink | null {
  if (!isPrivateKey(key)) return null;
  const expires = Number(query.get('expires'));
  const name = query.get('name') ?? '';
  const signature = query.get('signature') ?? '';
  if (!Number.isSafeInteger(expires)) return null;
  const remaining = expires - Math.floor(now / 1000);
  if (remaining <= 0 || remaining > MAX_TTL_SECONDS) return null;
  const expected = Buffer.from(sign(key, expires, name));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { key, remaining, name };
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/** The content type a private file is served with, from its key's extension. */
export const privateContentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
