import { isDogParam } from '@/lib/paths.mjs';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { getPublicLitter } from '@/features/litters/server/litters';
import { litterResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

/** Any segment is looked up; one that cannot name a litter is simply not found (404). */
export const GET = route(
  {
    access: 'public',
    params: { idOrSlug: z.string() },
    doc: {
      summary: 'One litter, closed ones too',
      responses: { 200: { description: 'Litter', schema: litterResponse }, 404: 'Unknown litter' },
    },
  },
  async ({ params: { idOrSlug } }) => {
    const litter = isDogParam(idOrSlug) ? await getPublicLitter(idOrSlug) : null;
    if (!litter) throw notFound('litterNotFound');
    return json(litter);
  },
);
