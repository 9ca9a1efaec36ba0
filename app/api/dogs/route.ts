import { dogListQuery } from '@/features/dogs/schema';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedPublicDogs, cachedPublicDogsPage } from '@/features/dogs/reads';
import { pageAnswer } from '@/lib/server/http/page-answer';
import { pageRequest } from '@/lib/validation/paging';
import { dogResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        'Enabled puppies (or with kind=parent the parents), newest first: all of them, or one page',
      query: {
        status: { schema: { type: 'string', enum: ['available', 'placed'] } },
        kind: { schema: { type: 'string', enum: ['puppy', 'parent'], default: 'puppy' } },
      },
      paged: true,
      responses: {
        200: { description: 'Dogs (one page with limit/cursor)', schema: z.array(dogResponse) },
        422: 'Unknown status or kind, or a bad limit or cursor',
      },
    },
  },
  async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const { status, kind, ...paging } = parseWith(dogListQuery, {
      status: query.get('status') ?? undefined,
      kind: query.get('kind') ?? undefined,
      limit: query.get('limit') ?? undefined,
      cursor: query.get('cursor') ?? undefined,
    });
    const page = pageRequest(paging);
    if (!page) return json(await cachedPublicDogs(status, kind));
    return pageAnswer(request, await cachedPublicDogsPage(status, page, kind), page.limit);
  },
);
