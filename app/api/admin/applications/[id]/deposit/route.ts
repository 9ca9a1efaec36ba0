import { versionedWrite } from '@/lib/server/http/versioned';
import { setDeposit } from '@/features/waiting-list/server/waiting-list';
import { depositSchema } from '@/features/waiting-list/schema';
import { WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const PATCH = versionedWrite(
  {
    body: depositSchema,
    summary:
      'Sets the deposit asked (amount in whole units, currency, due date): the buyer is ' +
      'mailed the bank details and their own payment reference (`BFB-XXXXX`). ' +
      '`received: true` records it (a receipt is mailed) and puts the entry among the paid.',
    responses: { 200: WAITING_LIST_ENTRY, 409: 'notInLine' },
    versioned: { description: WAITING_LIST_ENTRY },
  },
  ({ params, body }, version) => setDeposit(params.id, { ...body, version }),
);
