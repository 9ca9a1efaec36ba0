import { json, route } from '@/lib/server/http/route';
import { makeOffer } from '@/features/waiting-list/server/offers';
import { writeVersion } from '@/lib/server/versions';
import { offerSchema } from '@/features/waiting-list/schema';

/**
 * Offers a puppy to an applicant in a line (201 with the entry); 409 `puppyAlreadyOffered` when
 * another offer of it won, `alreadyOffered` when the applicant has one open.
 */
export const POST = route({ access: 'admin', body: offerSchema }, async ({ request, body }) =>
  json(await makeOffer({ ...body, version: writeVersion(request, body.version) }), {
    status: 201,
  }),
);
