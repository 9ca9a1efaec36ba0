import { deleteDog, getDog, updateDog } from '@/lib/server/dogs';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { dogPatchSchema } from '@/lib/validation/dog';

export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getDog(params.id)),
);

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: dogPatchSchema },
  async ({ request, params, body }) =>
    json(await updateDog(params.id, { ...body, version: writeVersion(request, body.version) })),
);

export const DELETE = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) => {
  await deleteDog(params.id);
  return noContent();
});
