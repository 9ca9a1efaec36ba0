import { createDog, listAllDogs } from '@/features/dogs/server/dogs';
import { json, route } from '@/lib/server/http/route';
import { dogCreateSchema } from '@/features/dogs/schema';

export const GET = route({ access: 'admin' }, async () => json(await listAllDogs()));

export const POST = route({ access: 'admin', body: dogCreateSchema }, async ({ body }) =>
  json(await createDog(body), { status: 201 }),
);
