import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { deleteLitter, getLitter, updateLitter } from '@/features/litters/server/litters';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { litterDeleteQuery, litterPatchSchema } from '@/features/litters/schema';

export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getLitter(params.id)),
);

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: litterPatchSchema },
  async ({ request, params, body }) =>
    json(await updateLitter(params.id, { ...body, version: writeVersion(request, body.version) })),
);

/** `?version=N`: the litter as the screen showed it; one changed since is not deleted (409). */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(litterDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteLitter(params.id, writeVersion(request, version));
    return noContent();
  },
);
