import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { setDeposit } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { depositSchema } from '@/features/waiting-list/schema';

/** The deposit asked for (mailed with the bank details and reference), or marked received. */
export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: depositSchema },
  async ({ request, params, body }) =>
    json(
      await setDeposit(params.id, {
        ...body,
        version: writeVersion(request, body.version),
      }),
    ),
);
