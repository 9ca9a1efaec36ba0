import { createDog, listAllDogs } from '@/lib/server/dogs';
import { json, route } from '@/lib/server/http/route';
import { dogCreateSchema } from '@/lib/validation/dog';

export const GET = route({ access: 'admin' }, async () => json(await listAllDogs()));

export const POST = route({ access: 'admin', body: dogCreateSchema }, async ({ body }) =>
  json(await createDog(body), { status: 201 }),
);
