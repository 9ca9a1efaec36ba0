import { reorderFaq } from '@/features/faq/server/faq';
import { versionedWrite } from '@/lib/server/http/versioned';
import { orderSchema } from '@/lib/validation/common';
import { FAQ_LIST } from '@/features/news/openapi';

export const PUT = versionedWrite(
  {
    params: {},
    body: orderSchema,
    summary:
      'Puts the questions in a new order: `ids` every question once, `version` the order as ' +
      'read (409 with the FAQ as it is now once it changed)',
    responses: { 200: FAQ_LIST },
    versioned: { description: FAQ_LIST },
  },
  ({ body }, version) => reorderFaq(body.ids, version),
);
