import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { moveEntry } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { moveSchema } from '@/features/waiting-list/schema';

/** Moves an entry to `position` (1 = first) of its line. */
export const POST = route(
  { access: 'admin', params: { id: idSchema }, body: moveSchema },
  async ({ request, params, body }) =>
    json(await moveEntry(params.id, body.position, writeVersion(request, body.version))),
);
