import { createDog, listAllDogs } from '@/features/dogs/server/dogs';
import { json, route } from '@/lib/server/http/route';
import { dogResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';
import { dogCreateSchema } from '@/features/dogs/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'All dogs',
      responses: { 200: { description: 'Dogs', schema: z.array(dogResponse) } },
    },
  },
  async () => json(await listAllDogs()),
);

export const POST = route(
  {
    access: 'admin',
    body: dogCreateSchema,
    doc: { summary: 'Add a dog', responses: { 201: { description: 'Dog', schema: dogResponse } } },
  },
  async ({ body }) => json(await createDog(body), { status: 201 }),
);
