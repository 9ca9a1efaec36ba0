import { previewContract } from '@/features/contracts/server/service';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { contractTermsSchema } from '@/features/contracts/schema';

/** The contract as it would be sent with these terms, and the values still missing. */
export const POST = route(
  { access: 'admin', params: { id: idSchema }, body: contractTermsSchema },
  async ({ params, body }) => json(await previewContract(params.id, body)),
);
