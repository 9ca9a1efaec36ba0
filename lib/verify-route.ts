import { inProcessSlot } from '@/lib/in-process';
import { onPublicChange } from '@/lib/public-change';
import { VERIFY_CODE_PATTERN } from '@/lib/puppy-rules';

/** Whether a code has a page; undefined when that could not be told. */
export type VerifyLookup = (code: string) => Promise<boolean | undefined>;

// As for dogs (lib/dog-route.ts): answers kept a second, dropped when this process changes data.
const TTL_MS = 1000;
const cache = new Map<string, { at: number; answer: ReturnType<VerifyLookup> }>();
onPublicChange(() => cache.clear());

/**
 * Whether the proxy serves `/verify/{code}` (a canonical code): one of ours, else the
 * server-rendered 404 (a page's own `notFound()` is drawn in the browser only). A failed lookup,
 * or none (another instance owns the data), leaves it to the page.
 */
export async function verifyCodeExists(
  code: string,
  lookup: VerifyLookup | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!VERIFY_CODE_PATTERN.test(code)) return false;
  if (!lookup) return true;
  let entry = cache.get(code);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, answer: lookup(code).catch(() => undefined) };
    cache.set(code, entry);
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
  }
  return (await entry.answer) !== false;
}

/** The server's own lookup (lib/server/startup.ts). */
export const inProcessVerifyLookup = inProcessSlot<VerifyLookup>('verify-lookup');
