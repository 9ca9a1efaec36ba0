import { litterPedigreeResponse } from '@/features/breeding/schema';
import { publicLitterPedigree } from '@/features/breeding/server/pedigree';
import { isDogParam } from '@/lib/paths.mjs';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

export const GET = route(
  {
    access: 'public',
    params: { idOrSlug: z.string() },
    doc: {
      summary:
        'A litter’s pedigree: its sire’s and dam’s ancestors as the pages show them, with the ' +
        'coefficient of inbreeding of their mating',
      responses: {
        200: { description: 'The pedigree', schema: litterPedigreeResponse },
        404: 'litterNotFound',
      },
    },
  },
  async ({ params: { idOrSlug } }) => {
    const pedigree = isDogParam(idOrSlug) ? await publicLitterPedigree(idOrSlug) : null;
    if (!pedigree) throw notFound('litterNotFound');
    return json(pedigree);
  },
);
