import { parseQuery } from '@/lib/server/http/query';
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
    const page = pageRequest(parseQuery(request, pageQuery));
    if (!page) return json(await cachedGallery());
    return pageAnswer(request, await cachedGalleryPage(page), page.limit);
  },
);
