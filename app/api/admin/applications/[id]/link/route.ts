import { getDb } from '@/lib/db/client';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { resendLink } from '@/lib/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { linkSchema } from '@/lib/validation/waiting-list';

/** A new private link, mailed to the buyer; the old one stops working at once. */
export const POST = route(
  { access: 'admin', params: { id: idSchema }, body: linkSchema },
  async ({ request, params, body }) =>
    json(await resendLink(await getDb(), params.id, writeVersion(request, body.version))),
);
