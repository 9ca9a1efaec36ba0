import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { resendLink } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { versionQuery } from '@/features/waiting-list/schema';
import { APPLICATION_VERSION_QUERY, WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'A new private link for the buyer, mailed to them; the old one stops working. The ' +
        'answer carries it too (`link`), to pass on another way.',
      query: APPLICATION_VERSION_QUERY,
      responses: { 200: WAITING_LIST_ENTRY },
      versioned: { description: WAITING_LIST_ENTRY },
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(versionQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    return json(await resendLink(params.id, writeVersion(request, version)));
  },
);
