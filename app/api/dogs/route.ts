import { listPublicDogs } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/errors';
import { handler, json } from '@/lib/server/route';
import { dogStatusQuery } from '@/lib/validation/dog';

export const GET = handler(async (request) => {
  const { status } = parseWith(dogStatusQuery, {
    status: request.nextUrl.searchParams.get('status') ?? undefined,
  });
  return json(await listPublicDogs(status));
});
