import { whelpingResponse, whelpingSchema } from '@/features/breeding/records-schema';
import { litterWhelping, logWhelping } from '@/features/breeding/server/whelping';
import { json, route } from '@/lib/server/http/route';
import { versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'A litter’s whelping log',
      responses: {
        200: { description: 'Whelping log', schema: whelpingResponse },
        404: 'litterNotFound',
      },
    },
  },
  async ({ params }) => json(await litterWhelping(params.id)),
);

export const POST = versionedWrite(
  {
    body: whelpingSchema,
    summary:
      'Logs puppies just born, `{puppies: [{sex, colour, weightGrams, bornAt, markings?}], ' +
      'version}` (the litter’s version; a Bearer script may send the bare list): creates each ' +
      'puppy (hidden, its birthday the birth’s day in the kennel’s zone), its first diary ' +
      'weight, and moves the litter to born with its date of birth and counts; a later ' +
      'batch appends',
    description:
      'Refused beside the field (422): `birthWeightRange` (50–1500 g), `weightFormat`, ' +
      '`dateInFuture`, `bornTooSoon` (before the mating + 56 days), `invalidColor`, ' +
      '`whelpingClosed` (a litter ready or closed).',
    responses: {
      201: { description: 'Whelping log', schema: whelpingResponse },
      404: 'litterNotFound',
    },
    versioned: whelpingResponse,
    status: 201,
  },
  ({ params, body }, version) => logWhelping(params.id, { ...body, version }),
);
