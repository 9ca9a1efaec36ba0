import { readRoute } from '@/lib/server/http/read';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { deleteNews, getNews, updateNews } from '@/features/news/server/news';
import { htmlToDoc } from '@/lib/rich-text/html';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { newsPatchSchema } from '@/features/news/schema';
import { NEWS_POST, RICH_TEXTS } from '@/features/news/openapi';

const current = { description: NEWS_POST };

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'A post',
    responses: { 200: NEWS_POST, 404: 'newsNotFound' },
  },
  ({ params }) => getNews(params.id),
);

export const PATCH = versionedWrite(
  {
    body: newsPatchSchema(htmlToDoc),
    summary: `Changes a post (its slug stays). ${RICH_TEXTS}`,
    responses: { 200: NEWS_POST },
    versioned: current,
  },
  ({ params, body }, version) => updateNews(params.id, { ...body, version }),
);

/** `?version=N`: the post as the screen showed it; one changed since is not deleted (409). */
export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary: 'Deletes a post and its photos',
    versioned: current,
  },
  deleteNews,
);
