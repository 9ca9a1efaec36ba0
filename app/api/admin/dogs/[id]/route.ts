import { deleteDog, getDog, updateDog } from '@/lib/server/dogs';
import { json, noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { dogPatchSchema } from '@/lib/validation/dog';

export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getDog(params.id)),
);

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: dogPatchSchema },
  async ({ params, body }) => json(await updateDog(params.id, body)),
);

export const DELETE = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) => {
  await deleteDog(params.id);
  return noContent();
});
