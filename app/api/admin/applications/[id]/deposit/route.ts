import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { setDeposit } from '@/features/waiting-list/server/waiting-list';
import { idSchema } from '@/lib/validation/common';
import { depositSchema } from '@/features/waiting-list/schema';
import { WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: depositSchema,
    doc: {
      summary:
        'Sets the deposit asked (amount in whole units, currency, due date): the buyer is ' +
        'mailed the bank details and their own payment reference (`BFB-XXXXX`). ' +
        '`received: true` records it (a receipt is mailed) and puts the entry among the paid.',
      responses: { 200: WAITING_LIST_ENTRY, 409: 'notInLine' },
      versioned: { description: WAITING_LIST_ENTRY },
    },
  },
  async ({ request, params, body }) =>
    json(
      await setDeposit(params.id, {
        ...body,
        version: writeVersion(request, body.version),
      }),
    ),
);
