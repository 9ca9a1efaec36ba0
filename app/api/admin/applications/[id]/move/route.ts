import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { moveEntry } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { moveSchema } from '@/features/waiting-list/schema';
import { WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: moveSchema,
    doc: {
      summary: 'Moves an entry to `position` (1 = first) of its line',
      responses: { 200: WAITING_LIST_ENTRY },
      versioned: { description: WAITING_LIST_ENTRY },
    },
  },
  async ({ request, params, body }) =>
    json(await moveEntry(params.id, body.position, writeVersion(request, body.version))),
);
