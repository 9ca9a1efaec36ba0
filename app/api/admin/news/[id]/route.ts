import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { deleteNews, getNews, updateNews } from '@/features/news/server/news';
import { writeVersion } from '@/lib/server/versions';
import { htmlToDoc } from '@/lib/rich-text/html';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { newsPatchSchema } from '@/features/news/schema';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { NEWS_POST, RICH_TEXTS } from '@/features/news/openapi';

const current = { description: NEWS_POST };

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'A post', responses: { 200: NEWS_POST, 404: 'newsNotFound' } },
  },
  async ({ params }) => json(await getNews(params.id)),
);

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: newsPatchSchema(htmlToDoc),
    doc: {
      summary: `Changes a post (its slug stays). ${RICH_TEXTS}`,
      responses: { 200: NEWS_POST },
      versioned: current,
    },
  },
  async ({ request, params, body }) =>
    json(await updateNews(params.id, { ...body, version: writeVersion(request, body.version) })),
);

/** `?version=N`: the post as the screen showed it; one changed since is not deleted (409). */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Deletes a post and its photos',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted' },
      versioned: current,
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteNews(params.id, writeVersion(request, version));
    return noContent();
  },
);
