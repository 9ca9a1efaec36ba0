import { json, route } from '@/lib/server/http/route';
import { createFaqEntry, listFaq } from '@/features/faq/server/faq';
import { htmlToDoc } from '@/lib/rich-text/html';
import { faqCreateSchema } from '@/features/faq/schema';
import { FAQ_LIST, RICH_TEXTS } from '@/features/news/openapi';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The questions and answers in order, with the order’s version',
      responses: { 200: FAQ_LIST },
    },
  },
  async () => json(await listFaq()),
);

export const POST = route(
  {
    access: 'admin',
    body: faqCreateSchema(htmlToDoc),
    doc: {
      summary: `Adds a question at the end. ${RICH_TEXTS}`,
      responses: { 201: 'The question' },
    },
  },
  async ({ body }) => json(await createFaqEntry(body), { status: 201 }),
);
