import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { TAGS } from '@/lib/server/revalidate';
import { verifyPage, type VerifyView } from '@/features/verification/server/verify';
import { siteUrl } from '@/lib/site/url';

/*
 * What a verification page reads, always in this process. Cached until what it shows
 * changes: the puppy, its parents and photos (`dogs`), the litter's parents (`litters`), the
 * kennel's contacts (`info`), or a code made after its page was first asked for (`verify`).
 */
export async function getVerifyPage(code: string): Promise<VerifyView | null> {
  return unstable_cache(async () => verifyPage(await getDb(), code, siteUrl()), ['verify', code], {
    tags: [TAGS.verify, TAGS.dogs, TAGS.litters, TAGS.info],
  })();
}

export { dogVerifyQr } from '@/features/verification/server/verify-qr';
