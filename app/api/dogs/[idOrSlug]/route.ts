import { getPublicDog } from '@/lib/server/dogs';
import { notFound } from '@/lib/server/errors';
import { handler, json } from '@/lib/server/route';
import { isDogParam } from '@/lib/validation/dog';

export const GET = handler<{ idOrSlug: string }>(async (_request, { idOrSlug }) => {
  const dog = isDogParam(idOrSlug) ? await getPublicDog(idOrSlug) : null;
  if (!dog) throw notFound('dogNotFound');
  return json(dog);
});
