import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { listWaitingLines } from '@/features/waiting-list/server/waiting-lines';
import { lineQuery } from '@/features/waiting-list/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary:
        'The lines in order (deposits first by their date, then approvals; the breeder’s moves ' +
        'override), each litter’s that is not closed and the general one; with the puppies ' +
        'that can be offered. Offers past their deadline lapse first.',
      query: {
        litter: {
          description: 'One line: a litter’s id, or `general`',
          schema: { type: 'string' },
        },
      },
      responses: { 200: '`{lines, puppies, defaultCurrency}`' },
    },
  },
  async ({ request }) => {
    const { litter } = parseWith(lineQuery, {
      litter: request.nextUrl.searchParams.get('litter') ?? undefined,
    });
    const which = litter === undefined || litter === 'general' ? litter : Number(litter);
    return json(await listWaitingLines(which));
  },
);
