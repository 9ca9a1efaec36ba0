import { json, route } from '@/lib/server/http/route';
import { reorderFaq } from '@/features/faq/server/faq';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';
import { FAQ_LIST } from '@/features/news/openapi';

export const PUT = route(
  {
    access: 'admin',
    body: orderSchema,
    doc: {
      summary:
        'Puts the questions in a new order: `ids` every question once, `version` the order as ' +
        'read (409 with the FAQ as it is now once it changed)',
      responses: { 200: FAQ_LIST },
      versioned: { description: FAQ_LIST },
    },
  },
  async ({ request, body }) =>
    json(await reorderFaq(body.ids, writeVersion(request, body.version))),
);
