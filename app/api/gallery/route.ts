import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedGallery, cachedGalleryPage } from '@/features/gallery/reads';
import { pageAnswer } from '@/lib/server/http/page-answer';
import { pageQuery, pageRequest } from '@/lib/validation/paging';
import { imageResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'Gallery images in order: all of them, or one page',
      paged: true,
      responses: {
        200: { description: 'Images (one page with limit/cursor)', schema: z.array(imageResponse) },
        422: 'A bad limit or cursor',
      },
    },
  },
  async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const page = pageRequest(
      parseWith(pageQuery, {
        limit: query.get('limit') ?? undefined,
        cursor: query.get('cursor') ?? undefined,
      }),
    );
    if (!page) return json(await cachedGallery());
    return pageAnswer(request, await cachedGalleryPage(page), page.limit);
  },
);
