import { json, route } from '@/lib/server/http/route';
import { createNews, listAllNews } from '@/features/news/server/news';
import { htmlToDoc } from '@/lib/rich-text/html';
import { newsCreateSchema } from '@/features/news/schema';
import { NEWS_POST, RICH_TEXTS } from '@/features/news/openapi';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'Every post, those waiting for their publish date too, newest first',
      responses: { 200: `Posts: ${NEWS_POST}` },
    },
  },
  async () => json(await listAllNews()),
);

export const POST = route(
  {
    access: 'admin',
    body: newsCreateSchema(htmlToDoc),
    doc: {
      summary:
        `Writes a post. ${RICH_TEXTS} \`slug\` (its address) is made from the title unless ` +
        'given; `publishAt` (ISO with offset) defaults to now, a later time waits; `litterId` ' +
        'makes it a litter announcement, shown on the litter’s page.',
      responses: { 201: NEWS_POST },
    },
  },
  async ({ body }) => json(await createNews(body), { status: 201 }),
);
