import { PEDIGREE } from '@/features/breeding/openapi';
import { publicPedigree } from '@/features/breeding/server/pedigree';
import { isDogParam } from '@/lib/paths.mjs';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { z } from '@/lib/validation/zod';

export const GET = route(
  {
    access: 'public',
    params: { idOrSlug: z.string() },
    doc: {
      summary: 'A dog’s pedigree, with the coefficient of inbreeding of its parents’ mating',
      responses: { 200: PEDIGREE, 404: 'dogNotFound' },
    },
  },
  async ({ params: { idOrSlug } }) => {
    const pedigree = isDogParam(idOrSlug) ? await publicPedigree(idOrSlug) : null;
    if (!pedigree) throw notFound('dogNotFound');
    return json(pedigree);
  },
);
