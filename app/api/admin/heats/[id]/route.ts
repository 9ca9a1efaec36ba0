import { heatResponse, heatUpdateSchema } from '@/features/breeding/records-schema';
import { deleteHeat, updateHeat } from '@/features/breeding/server/heats';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { parseWith } from '@/lib/server/http/errors';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';

export const PUT = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: heatUpdateSchema,
    doc: {
      summary: 'Changes a heat as a whole (the same rules as adding one)',
      responses: { 200: { description: 'Heat', schema: heatResponse }, 404: 'heatNotFound' },
      versioned: heatResponse,
    },
  },
  async ({ request, params, body }) =>
    json(await updateHeat(params.id, { ...body, version: writeVersion(request, body.version) })),
);

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Deletes a heat; its litter stays. `?version=N`: only as that version (else 409)',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted', 404: 'heatNotFound' },
      versioned: heatResponse,
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteHeat(params.id, writeVersion(request, version));
    return noContent();
  },
);
