import { countersignContract } from '@/features/contracts/server/countersign';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { contractCountersignSchema } from '@/features/contracts/schema';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: contractCountersignSchema,
    doc: {
      summary:
        'The breeder countersigns the contract the buyer signed, in the seller’s legal name: ' +
        'a new PDF with both signatures is mailed to both. `version`: the contract’s number ' +
        'as the screen saw it.',
      responses: {
        200: 'The application’s contract state, countersigned',
        409:
          'contractNotSigned, contractAlreadyCountersigned, or a newer contract ' +
          '(the state as it is now)',
      },
    },
  },
  async ({ request, params, body }) =>
    json(await countersignContract(params.id, writeVersion(request, body.version))),
);
