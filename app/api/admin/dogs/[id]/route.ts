import { deleteDog, getDog, updateDog } from '@/features/dogs/server/dogs';
import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { dogResponse } from '@/lib/validation/responses';
import { dogDeleteQuery, dogPatchSchema } from '@/features/dogs/schema';

const dog = { description: 'Dog', schema: dogResponse };

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'One dog', responses: { 200: dog, 404: 'Unknown dog' } },
  },
  async ({ params }) => json(await getDog(params.id)),
);

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: dogPatchSchema,
    doc: {
      summary:
        'Change a dog. Its mother and father must stay a female and a male parent, with no ' +
        'cycle (422), its litter one of the litters; while puppies or litters name it as a ' +
        'parent its sex and kind stay (409 `parentInUse`)',
      responses: { 200: dog, 404: 'Unknown dog' },
      versioned: dogResponse,
    },
  },
  async ({ request, params, body }) =>
    json(await updateDog(params.id, { ...body, version: writeVersion(request, body.version) })),
);

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Delete a dog and its photos; `?version=N`: only as that version (else 409). A parent ' +
        'of a litter stays (409 `parentInUse`)',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted', 404: 'Unknown dog' },
      versioned: dogResponse,
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteDog(params.id, writeVersion(request, version));
    return noContent();
  },
);
