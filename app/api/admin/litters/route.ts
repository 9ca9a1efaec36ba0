import { json, route } from '@/lib/server/http/route';
import { createLitter, listAllLitters } from '@/features/litters/server/litters';
import { litterResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';
import { litterCreateSchema } from '@/features/litters/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'All litters, closed ones too, with every puppy',
      responses: { 200: { description: 'Litters', schema: z.array(litterResponse) } },
    },
  },
  async () => json(await listAllLitters()),
);

export const POST = route(
  {
    access: 'admin',
    body: litterCreateSchema,
    doc: {
      summary:
        'Add a litter. The mother must be a female parent, the father a male parent or an ' +
        'outside sire (not both); born not before mated (422). A planned or expected litter ' +
        'whose parents can have puppies affected by a DNA-tested disease (both carry it, or ' +
        'one is affected) needs `confirmAffectedOffspring: true`, else 422 ' +
        '`confirmAffectedOffspring` beside that field. The slug is made from the mother’s ' +
        'name and the litter’s month',
      responses: { 201: { description: 'Litter', schema: litterResponse } },
    },
  },
  async ({ body }) => json(await createLitter(body), { status: 201 }),
);
