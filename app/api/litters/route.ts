import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedPublicLitters } from '@/lib/server/list-cache';
import { litterListQuery } from '@/features/litters/schema';

/** The litters not closed (upcoming and current), or `?status=` one status or `all`. */
export const GET = route({ access: 'public' }, async ({ request }) => {
  const { status } = parseWith(litterListQuery, {
    status: request.nextUrl.searchParams.get('status') ?? undefined,
  });
  return json(await cachedPublicLitters(status));
});
