import { deleteDog, getDog, updateDog } from '@/features/dogs/server/dogs';
import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery, dogPatchSchema } from '@/features/dogs/schema';

export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getDog(params.id)),
);

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: dogPatchSchema },
  async ({ request, params, body }) =>
    json(await updateDog(params.id, { ...body, version: writeVersion(request, body.version) })),
);

/** `?version=N`: the dog as the screen showed it; a dog changed since is not deleted (409). */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteDog(params.id, writeVersion(request, version));
    return noContent();
  },
);
