import { readJson } from '@/lib/server/http/body';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { markPlaced } from '@/features/applications/server/go-home';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { placedSchema } from '@/features/applications/go-home-schema';
import { versionQuery } from '@/features/waiting-list/schema';

/**
 * Go-home day: the reserved buyer is placed, the puppy has found its family. `?version=N`; a
 * JSON body `{earlyReason}` only before the puppy's go-home day (422 `beforeGoHome` without it).
 */
export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(versionQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    // No body at all is the common case; any body must be JSON (415 otherwise).
    const { headers } = request;
    const sent =
      headers.get('content-type') ||
      Number(headers.get('content-length') ?? 0) > 0 ||
      headers.has('transfer-encoding');
    const { earlyReason } = sent ? await readJson(request, placedSchema) : {};
    return json(await markPlaced(params.id, writeVersion(request, version), earlyReason));
  },
);
