import { json, route } from '@/lib/server/http/route';
import { cachedPublicFaq } from '@/features/faq/reads';
import { FAQ_LIST } from '@/features/news/openapi';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        'The questions and answers in the breeder’s order, each only in the languages it has ' +
        'its answer in (the others empty); one complete in no language is left out',
      responses: { 200: FAQ_LIST },
    },
  },
  async () => json(await cachedPublicFaq()),
);
