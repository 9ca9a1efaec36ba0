import { heatResponse, heatUpdateSchema } from '@/features/breeding/records-schema';
import { deleteHeat, updateHeat } from '@/features/breeding/server/heats';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';

export const PUT = versionedWrite(
  {
    body: heatUpdateSchema,
    summary: 'Changes a heat as a whole (the same rules as adding one)',
    responses: { 200: { description: 'Heat', schema: heatResponse }, 404: 'heatNotFound' },
    versioned: heatResponse,
  },
  ({ params, body }, version) => updateHeat(params.id, { ...body, version }),
);

export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary: 'Deletes a heat; its litter stays. `?version=N`: only as that version (else 409)',
    responses: { 404: 'heatNotFound' },
    versioned: heatResponse,
  },
  deleteHeat,
);
