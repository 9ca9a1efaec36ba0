import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedPublicLitters } from '@/features/litters/reads';
import { litterResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';
import { LITTER_STATUSES, litterListQuery } from '@/features/litters/schema';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        'Litters with their parents (and health tests), dates, counts, notes per language, ' +
        'photos and enabled puppies: those not closed (planned, expected, born, ready), ' +
        'or `status` one status or `all`',
      query: { status: { schema: { type: 'string', enum: [...LITTER_STATUSES, 'all'] } } },
      responses: {
        200: { description: 'Litters, newest first', schema: z.array(litterResponse) },
        422: 'Unknown status',
      },
    },
  },
  async ({ request }) => {
    const { status } = parseWith(litterListQuery, {
      status: request.nextUrl.searchParams.get('status') ?? undefined,
    });
    return json(await cachedPublicLitters(status));
  },
);
