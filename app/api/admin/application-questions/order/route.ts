import { reorderQuestions } from '@/features/applications/server/application-questions';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

/** `{ids, version}`: every question's id in the new order; `version` the order as seen. */
export const PUT = route({ access: 'admin', body: orderSchema }, async ({ request, body }) =>
  json(await reorderQuestions(body.ids, writeVersion(request, body.version))),
);
