import { contractState, sendContract } from '@/features/contracts/server/service';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { contractSendSchema } from '@/features/contracts/schema';

/** The application's latest contract: its status, signature and PDF link. */
export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await contractState(params.id)),
);

/**
 * Fills the template of the buyer's language and sends it to them as a new version (201).
 * `version`: the latest contract's number as the screen saw it (0: none).
 */
export const POST = route(
  { access: 'admin', params: { id: idSchema }, body: contractSendSchema },
  async ({ request, params, body }) =>
    json(
      await sendContract(params.id, {
        ...body,
        version: writeVersion(request, body.version),
      }),
      { status: 201 },
    ),
);
