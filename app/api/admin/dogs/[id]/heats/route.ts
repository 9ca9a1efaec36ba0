import {
  damHeatsResponse,
  heatCreateSchema,
  heatResponse,
} from '@/features/breeding/records-schema';
import { createHeat, damHeats } from '@/features/breeding/server/heats';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

const REFUSED =
  'Refused beside the field (422): `notADam` (a male, a puppy), `beforeHeatStart` and ' +
  '`dateInFuture` (a result, mating or ovulation before the heat’s first day or after today), ' +
  '`duplicateDate` (two matings one day), `progesteroneRange` (0–100 ng/ml), `invalidLitter`, ' +
  '`litterOfOtherDam`, `litterLinked` (a litter another heat gave).';

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'A dam’s heats, newest first, each with the ovulation its results suggest',
      responses: {
        200: { description: 'The dam, her heats and her litters', schema: damHeatsResponse },
        404: 'dogNotFound',
      },
    },
  },
  async ({ params }) => json(await damHeats(params.id)),
);

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: heatCreateSchema,
    doc: {
      summary:
        'Adds a heat of a dam: its first day, progesterone results `[{date, ngPerMl}]`, matings, ' +
        'the confirmed ovulation and the litter it gave (which takes the first mating and the ' +
        'ovulation where it has none, and so its due date)',
      description: REFUSED,
      responses: { 201: { description: 'Heat', schema: heatResponse }, 404: 'dogNotFound' },
    },
  },
  async ({ params, body }) => json(await createHeat(params.id, body), { status: 201 }),
);
