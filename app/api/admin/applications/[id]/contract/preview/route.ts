import { previewContract } from '@/features/contracts/server/service';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { contractTermsSchema } from '@/features/contracts/schema';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: contractTermsSchema,
    doc: {
      summary: 'The contract as it would be sent, and the placeholders without a value',
      responses: { 200: '`{doc, missing, locale}`', 409: 'contractNoPuppy' },
    },
  },
  async ({ params, body }) => json(await previewContract(params.id, body)),
);
