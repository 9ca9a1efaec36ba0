import { listPublicDogs } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { dogStatusQuery } from '@/lib/validation/dog';

export const GET = route({ access: 'public' }, async ({ request }) => {
  const { status } = parseWith(dogStatusQuery, {
    status: request.nextUrl.searchParams.get('status') ?? undefined,
  });
  return json(await listPublicDogs(status));
});
