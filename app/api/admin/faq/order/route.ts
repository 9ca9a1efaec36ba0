import { json, route } from '@/lib/server/http/route';
import { reorderFaq } from '@/features/faq/server/faq';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

/** `{ids, version}`: every question once, in the new order; a stale `version` gets 409. */
export const PUT = route({ access: 'admin', body: orderSchema }, async ({ request, body }) =>
  json(await reorderFaq(body.ids, writeVersion(request, body.version))),
);
