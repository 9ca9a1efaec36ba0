import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { resendLink } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { versionQuery } from '@/features/waiting-list/schema';

/**
 * A new private link, mailed to the buyer; the old one stops working at once. `?version=N`: the
 * application as the screen showed it.
 */
export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(versionQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    return json(await resendLink(params.id, writeVersion(request, version)));
  },
);
