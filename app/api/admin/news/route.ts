import { json, route } from '@/lib/server/http/route';
import { createNews, listAllNews } from '@/features/news/server/news';
import { htmlToDoc } from '@/lib/rich-text/html';
import { newsCreateSchema } from '@/features/news/schema';

/** Every post, those waiting for their publish time too, newest first. */
export const GET = route({ access: 'admin' }, async () => json(await listAllNews()));

export const POST = route(
  { access: 'admin', body: newsCreateSchema(htmlToDoc) },
  async ({ body }) => json(await createNews(body), { status: 201 }),
);
