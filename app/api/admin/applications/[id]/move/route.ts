import { versionedWrite } from '@/lib/server/http/versioned';
import { moveEntry } from '@/features/waiting-list/server/waiting-list';
import { moveSchema } from '@/features/waiting-list/schema';
import { WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const POST = versionedWrite(
  {
    body: moveSchema,
    summary: 'Moves an entry to `position` (1 = first) of its line',
    responses: { 200: WAITING_LIST_ENTRY },
    versioned: { description: WAITING_LIST_ENTRY },
  },
  ({ params, body }, version) => moveEntry(params.id, body.position, version),
);
