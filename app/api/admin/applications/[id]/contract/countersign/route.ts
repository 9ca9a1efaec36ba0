import { countersignContract } from '@/features/contracts/server/countersign';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { contractCountersignSchema } from '@/features/contracts/schema';

/**
 * The breeder countersigns the contract the buyer signed. `version`: the latest contract's number
 * as the screen saw it; the PDF with both signatures is mailed to both.
 */
export const POST = route(
  { access: 'admin', params: { id: idSchema }, body: contractCountersignSchema },
  async ({ request, params, body }) =>
    json(await countersignContract(params.id, writeVersion(request, body.version))),
);
