import { MATING_PREVIEW } from '@/features/breeding/openapi';
import { matingQuery } from '@/features/breeding/schema';
import { matingPreview } from '@/features/breeding/server/mating';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary:
        'What a mating can give: the coefficient of inbreeding, the colours with their ' +
        'probabilities, the health DNA shares and the warnings',
      query: {
        damId: { description: 'A kennel female', schema: { type: 'integer' }, required: true },
        sireId: { description: 'A kennel male', schema: { type: 'integer' } },
        outsideSire: { description: 'Or: the registration number of a sire in a pedigree' },
      },
      responses: {
        200: MATING_PREVIEW,
        404: 'dogNotFound, sireNotFound',
        422: 'matingSireRequired (one of sireId, outsideSire), matingDamNotFemale, matingSireNotMale',
      },
    },
  },
  async ({ request }) =>
    json(
      await matingPreview(parseWith(matingQuery, Object.fromEntries(request.nextUrl.searchParams))),
    ),
);
