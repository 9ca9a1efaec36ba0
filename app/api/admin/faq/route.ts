import { json, route } from '@/lib/server/http/route';
import { createFaqEntry, listFaq } from '@/features/faq/server/faq';
import { htmlToDoc } from '@/lib/rich-text/html';
import { faqCreateSchema } from '@/features/faq/schema';

/** The questions in order, and the order's version (`PUT /admin/faq/order` sends it back). */
export const GET = route({ access: 'admin' }, async () => json(await listFaq()));

/** Adds a question at the end. */
export const POST = route({ access: 'admin', body: faqCreateSchema(htmlToDoc) }, async ({ body }) =>
  json(await createFaqEntry(body), { status: 201 }),
);
