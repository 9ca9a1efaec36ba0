import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { withdrawOffer } from '@/features/waiting-list/server/offers';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { versionQuery } from '@/features/waiting-list/schema';

/** Takes an open offer back (`?version=N`: the application's); answers with the entry. */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(versionQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    return json(await withdrawOffer(params.id, writeVersion(request, version)));
  },
);
