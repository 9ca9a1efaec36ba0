import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedGallery, cachedGalleryPage, pageAnswer } from '@/lib/server/list-cache';
import { pageQuery, pageRequest } from '@/lib/validation/paging';

export const GET = route({ access: 'public' }, async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const page = pageRequest(
    parseWith(pageQuery, {
      limit: query.get('limit') ?? undefined,
      cursor: query.get('cursor') ?? undefined,
    }),
  );
  if (!page) return json(await cachedGallery());
  return pageAnswer(request, await cachedGalleryPage(page), page.limit);
});
