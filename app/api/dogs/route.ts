import { listPublicDogs } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { dogStatusQuery } from '@/lib/validation/dog';

export const GET = route({ access: 'public' }, async ({ request }) => {
  const { searchParams } = request.nextUrl;
  const { status, kind } = parseWith(dogStatusQuery, {
    status: searchParams.get('status') ?? undefined,
    kind: searchParams.get('kind') ?? undefined,
  });
  return json(await listPublicDogs(status, kind));
});
