import { isDogParam } from '@/lib/paths.mjs';
import { getPublicDog } from '@/features/dogs/server/dogs';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { dogResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

/** Any segment is looked up; one that cannot name a dog is simply not found (404, not 422). */
export const GET = route(
  {
    access: 'public',
    params: { idOrSlug: z.string() },
    doc: {
      summary: 'One enabled dog, puppy or parent (an earlier slug finds it too)',
      responses: { 200: { description: 'Dog', schema: dogResponse }, 404: 'Unknown or disabled' },
    },
  },
  async ({ params: { idOrSlug } }) => {
    const dog = isDogParam(idOrSlug) ? await getPublicDog(idOrSlug) : null;
    if (!dog) throw notFound('dogNotFound');
    return json(dog);
  },
);
