import { json, route } from '@/lib/server/http/route';
import { createLitter, listAllLitters } from '@/features/litters/server/litters';
import { litterCreateSchema } from '@/features/litters/schema';

export const GET = route({ access: 'admin' }, async () => json(await listAllLitters()));

export const POST = route({ access: 'admin', body: litterCreateSchema }, async ({ body }) =>
  json(await createLitter(body), { status: 201 }),
);
