import { deleteDog, getDog, updateDog } from '@/features/dogs/server/dogs';
import { readRoute } from '@/lib/server/http/read';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';
import { dogResponse } from '@/lib/validation/responses';
import { dogDeleteQuery, dogPatchSchema } from '@/features/dogs/schema';

const dog = { description: 'Dog', schema: dogResponse };

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'One dog',
    responses: { 200: dog, 404: 'Unknown dog' },
  },
  ({ params }) => getDog(params.id),
);

export const PATCH = versionedWrite(
  {
    body: dogPatchSchema,
    summary:
      'Change a dog. Its mother and father must stay a female and a male parent, with no ' +
      'cycle (422), its litter one of the litters; while puppies or litters name it as a ' +
      'parent its sex and kind stay (409 `parentInUse`)',
    responses: { 200: dog, 404: 'Unknown dog' },
    versioned: dogResponse,
  },
  ({ params, body }, version) => updateDog(params.id, { ...body, version }),
);

export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary:
      'Delete a dog and its photos; `?version=N`: only as that version (else 409). A parent ' +
      'of a litter stays (409 `parentInUse`)',
    responses: { 404: 'Unknown dog' },
    versioned: dogResponse,
  },
  deleteDog,
);
