import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { cookieName } from '@/lib/session-cookies';
import { signingSecret } from '@/lib/server/secret';

/*
 * A refused application sent without JavaScript: the visitor is sent back to the form,
 * which shows what they typed with each error beside its field. What they typed travels in
 * cookies of their own browser, encrypted (it is personal data), for an hour at most: no server
 * keeps it. A text too long for the cookies is not kept; the page then says that Back brings it
 * back, as the enquiry form does.
 */

export interface ApplicationDraft {
  /** The form's fields as sent, by name. */
  values: Record<string, string>;
  /** The `apiErrors` key of each refused field, by field name (`answers.q3` → `q3`). */
  errors: Record<string, string>;
}

const BASE = 'apply-draft';
const PARTS = 3;
/** Below browsers' 4096 bytes per cookie, name and attributes included. */
const PART_LENGTH = 3800;
export const DRAFT_MAX_AGE_S = 60 * 60;

const key = () => createHmac('sha256', signingSecret()).update('application-draft').digest();

function seal(draft: ApplicationDraft): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([
    cipher.update(deflateRawSync(Buffer.from(JSON.stringify(draft)))),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(sealed: string): ApplicationDraft | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    const draft = JSON.parse(inflateRawSync(plain, { maxOutputLength: 256 * 1024 }).toString());
    return typeof draft?.values === 'object' && typeof draft?.errors === 'object' ? draft : null;
  } catch {
    return null;
  }
}

const partName = (https: boolean, part: number) => cookieName(`${BASE}${part}`, https);

function attributes(https: boolean, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${https ? '; Secure' : ''}`;
}

/**
 * `Set-Cookie` values that keep the draft (and clear unused parts), or null when it is too long
 * to keep this way.
 */
export function draftCookies(draft: ApplicationDraft, https: boolean): string[] | null {
  const sealed = seal(draft);
  if (sealed.length > PART_LENGTH * PARTS) return null;
  return Array.from({ length: PARTS }, (_, part) => {
    const value = sealed.slice(part * PART_LENGTH, (part + 1) * PART_LENGTH);
    return value
      ? `${partName(https, part)}=${value}; ${attributes(https, DRAFT_MAX_AGE_S)}`
      : `${partName(https, part)}=; ${attributes(https, 0)}`;
  });
}

/** `Set-Cookie` values that forget a draft: the application went through. */
export const clearedDraftCookies = (https: boolean) =>
  Array.from({ length: PARTS }, (_, part) => `${partName(https, part)}=; ${attributes(https, 0)}`);

/** Whether a request carries a draft (then its answer clears it). */
export const hasDraft = (cookies: { has(name: string): boolean }, https: boolean) =>
  cookies.has(partName(https, 0));

/** The draft the visitor's cookies hold (under either scheme's names), or null. */
export function readDraft(cookies: {
  get(name: string): { value: string } | undefined;
}): ApplicationDraft | null {
  for (const https of [true, false]) {
    const parts = Array.from(
      { length: PARTS },
      (_, part) => cookies.get(partName(https, part))?.value ?? '',
    );
    if (parts[0]) return open(parts.join(''));
  }
  return null;
}
