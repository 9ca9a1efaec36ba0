import { readJson } from '@/lib/server/http/body';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { markPlaced } from '@/features/applications/server/go-home';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { placedSchema } from '@/features/applications/go-home-schema';
import { versionQuery } from '@/features/waiting-list/schema';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Go-home day: the reserved buyer is placed and the puppy has found its family; the ' +
        'private link keeps working. `?version=N`: the entry as read. Before the puppy’s ' +
        'go-home day (8 weeks of age; 15 for a buyer outside Hungary) only with a body ' +
        '`{earlyReason}`, stored with the application.',
      query: { version: { schema: { type: 'integer' } } },
      // The body is only for an exception.
      body: placedSchema,
      bodyOptional: true,
      responses: {
        200: 'The waiting-list entry',
        404: 'applicationNotFound',
        422: 'beforeGoHome (path earlyReason): the reason is missing',
      },
      versioned: { description: 'Entry' },
    },
  },
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
