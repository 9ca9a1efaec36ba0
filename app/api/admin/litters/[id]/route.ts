import { readRoute } from '@/lib/server/http/read';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { deleteLitter, getLitter, updateLitter } from '@/features/litters/server/litters';
import { idSchema } from '@/lib/validation/common';
import { litterResponse } from '@/lib/validation/responses';
import { litterDeleteQuery, litterPatchSchema } from '@/features/litters/schema';

const litter = { description: 'Litter', schema: litterResponse };

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'One litter',
    responses: { 200: litter, 404: 'Unknown litter' },
  },
  ({ params }) => getLitter(params.id),
);

export const PATCH = versionedWrite(
  {
    body: litterPatchSchema,
    summary:
      'Change a litter (the same rules as adding one). A change of the parents of a planned ' +
      'or expected litter to ones that can have affected puppies needs ' +
      '`confirmAffectedOffspring: true` (else 422 `confirmAffectedOffspring`); it is not stored',
    responses: { 200: litter, 404: 'Unknown litter' },
    versioned: litterResponse,
  },
  ({ params, body }, version) => updateLitter(params.id, { ...body, version }),
);

export const DELETE = versionedDelete(
  {
    versionQuery: litterDeleteQuery,
    summary:
      'Delete a litter and its photos; its puppies stay, without a litter. `?version=N`: ' +
      'only as that version (else 409)',
    responses: { 404: 'Unknown litter' },
    versioned: litterResponse,
  },
  deleteLitter,
);
