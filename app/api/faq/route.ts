import { json, route } from '@/lib/server/http/route';
import { cachedFaq } from '@/lib/server/list-cache';

/** The FAQ in the breeder's order, with the order's version. */
export const GET = route({ access: 'public' }, async () => json(await cachedFaq()));
