import { litterForecastResponse } from '@/features/breeding/schema';
import { publicLitterForecast } from '@/features/breeding/server/mating';
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
        'What a litter can look like: the colours its parents can give with their ' +
        'probabilities (over the loci both were tested for), and the coefficient of inbreeding',
      responses: {
        200: { description: 'The forecast', schema: litterForecastResponse },
        404: 'litterNotFound: no such litter, or one without a sire',
      },
    },
  },
  async ({ params: { idOrSlug } }) => {
    const forecast = isDogParam(idOrSlug) ? await publicLitterForecast(idOrSlug) : null;
    if (!forecast) throw notFound('litterNotFound');
    return json(forecast);
  },
);
