import 'server-only';
import { unstable_cache } from 'next/cache';
import { apiUrl, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { faqListResponse, type FaqEntry } from './schema';

/** The FAQ as visitors get it, in the breeder's order (features/faq/server/faq.ts `listPublicFaq`). */
export async function cachedPublicFaq() {
  const { listPublicFaq } = await import('./server/faq');
  return unstable_cache(listPublicFaq, ['faq-public'], { tags: [TAGS.faq] })();
}

/** The FAQ in the breeder's order: here, or from the API at API_URL. */
export async function getFaq(): Promise<FaqEntry[]> {
  if (apiUrl()) return (await remoteRead('/faq', faqListResponse, [TAGS.faq]))!.entries;
  return (await cachedPublicFaq()).entries;
}
