import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { withdrawOffer } from '@/features/waiting-list/server/offers';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { versionQuery } from '@/features/waiting-list/schema';
import { APPLICATION_VERSION_QUERY, WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Withdraws an open offer (`?version=N`: the application’s); no pass counted',
      query: APPLICATION_VERSION_QUERY,
      responses: { 200: WAITING_LIST_ENTRY, 409: 'offerClosed' },
      versioned: { description: WAITING_LIST_ENTRY },
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(versionQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    return json(await withdrawOffer(params.id, writeVersion(request, version)));
  },
);
