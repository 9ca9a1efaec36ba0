import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '@/lib/server/secret';
import { MIN_FILL_MS } from '@/lib/validation/patterns';

/*
 * The moment an enquiry form was shown, signed by the server: a form sent sooner than
 * a person could fill it is a bot's, and a client cannot claim it started earlier than it did.
 * A page carries one signed when it was rendered (for a visitor without JavaScript); the form's
 * script asks GET /api/enquiries/start for a fresh one when the visitor starts filling it in.
 */

const PURPOSE = 'enquiry-start:';

const signature = (ms: number) =>
  createHmac('sha256', signingSecret())
    .update(PURPOSE + String(ms))
    .digest('base64url');

/** `<ms since the epoch>.<HMAC of it>`: what the form sends back as `start`. */
export function signStart(now = Date.now()): string {
  return `${now}.${signature(now)}`;
}

/**
 * The start a page renders into its form, or '' when no key can be had: a build without
 * AUTH_SECRET (the key kept in DATA_DIR belongs to the running site, not to the build), or one
 * where instances share data. The form's script then fetches one; the page is rendered again
 * at run time within its `revalidate`.
 */
export function renderedStart(): string {
  if (process.env.NEXT_PHASE === 'phase-production-build' && !process.env.AUTH_SECRET?.trim()) {
    return '';
  }
  try {
    return signStart();
  } catch {
    return '';
  }
}

/** The signed moment, or null for a start that is missing, malformed or not signed by us. */
export function verifyStart(token: string | undefined): number | null {
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const ms = Number(match[1]);
  const expected = Buffer.from(signature(ms));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ms : null;
}

/**
 * A bot's form: the hidden field filled in, or a start that is missing, not signed by this
 * server, or less than MIN_FILL_MS ago.
 */
export function looksLikeBot(
  input: { website?: string | null; start?: string },
  now: number,
): boolean {
  if (input.website?.trim()) return true;
  const startedAt = verifyStart(input.start);
  if (startedAt === null) return true;
  return now - startedAt < MIN_FILL_MS;
}
