import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { deleteLitter, getLitter, updateLitter } from '@/features/litters/server/litters';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { litterResponse } from '@/lib/validation/responses';
import { litterDeleteQuery, litterPatchSchema } from '@/features/litters/schema';

const litter = { description: 'Litter', schema: litterResponse };

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'One litter', responses: { 200: litter, 404: 'Unknown litter' } },
  },
  async ({ params }) => json(await getLitter(params.id)),
);

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: litterPatchSchema,
    doc: {
      summary:
        'Change a litter (the same rules as adding one). A change of the parents of a planned ' +
        'or expected litter to ones that can have affected puppies needs ' +
        '`confirmAffectedOffspring: true` (else 422 `confirmAffectedOffspring`); it is not stored',
      responses: { 200: litter, 404: 'Unknown litter' },
      versioned: litterResponse,
    },
  },
  async ({ request, params, body }) =>
    json(await updateLitter(params.id, { ...body, version: writeVersion(request, body.version) })),
);

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Delete a litter and its photos; its puppies stay, without a litter. `?version=N`: ' +
        'only as that version (else 409)',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted', 404: 'Unknown litter' },
      versioned: litterResponse,
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(litterDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteLitter(params.id, writeVersion(request, version));
    return noContent();
  },
);
