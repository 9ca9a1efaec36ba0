import { contractState, sendContract } from '@/features/contracts/server/service';
import { readRoute } from '@/lib/server/http/read';
import { versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';
import { contractSendSchema } from '@/features/contracts/schema';

const STATE =
  'The latest contract: `{applicationId, version, contract: {number, status, …} | null}`';

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'The application’s latest contract, with a link to its signed PDF',
    responses: { 200: STATE },
  },
  ({ params }) => contractState(params.id),
);

/**
 * A 409 is also `contractSigned` (without `supersede`) or `contractNoPuppy`; the description's
 * 409 is the versioned one (editConflict with `current`).
 */
export const POST = versionedWrite(
  {
    body: contractSendSchema,
    summary:
      'Fills the template of the buyer’s language (price and breeding rights as given, the ' +
      'rest from the puppy, its litter, the buyer and the deposit) and sends it to the ' +
      'buyer as a new version. `version`: the latest contract’s number as read (0: none); ' +
      'a signed one is superseded only with `supersede: true`.',
    responses: { 201: STATE, 422: 'contractMissingValues: one error per placeholder' },
    versioned: { description: STATE },
    status: 201,
  },
  ({ params, body }, version) => sendContract(params.id, { ...body, version }),
);
