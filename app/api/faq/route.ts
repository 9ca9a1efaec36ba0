import { json, route } from '@/lib/server/http/route';
import { cachedPublicFaq } from '@/lib/server/list-cache';

/**
 * The FAQ in the breeder's order, with the order's version: each question only in the languages
 * it has its answer in, and none that has no language complete.
 */
export const GET = route({ access: 'public' }, async () => json(await cachedPublicFaq()));
