import { countersignContract } from '@/features/contracts/server/countersign';
import { versionedWrite } from '@/lib/server/http/versioned';
import { contractCountersignSchema } from '@/features/contracts/schema';

export const POST = versionedWrite(
  {
    body: contractCountersignSchema,
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
  ({ params }, version) => countersignContract(params.id, version),
);
