import { json, route } from '@/lib/server/http/route';
import { createLitter, listAllLitters } from '@/lib/server/litters';
import { litterCreateSchema } from '@/lib/validation/litter';

export const GET = route({ access: 'admin' }, async () => json(await listAllLitters()));

export const POST = route({ access: 'admin', body: litterCreateSchema }, async ({ body }) =>
  json(await createLitter(body), { status: 201 }),
);
