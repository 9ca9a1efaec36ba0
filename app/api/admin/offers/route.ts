import { json, route } from '@/lib/server/http/route';
import { makeOffer } from '@/features/waiting-list/server/offers';
import { writeVersion } from '@/lib/server/versions';
import { offerSchema } from '@/features/waiting-list/schema';
import { WAITING_LIST_ENTRY } from '@/features/waiting-list/openapi';

export const POST = route(
  {
    access: 'admin',
    body: offerSchema,
    doc: {
      summary:
        'Offers a puppy to an applicant waiting in a line, open for `hours` (default 72); the ' +
        'buyer is mailed. A pass or a lapsed deadline moves it on to the next in the line; ' +
        'every second pass sends the entry to the end.',
      responses: {
        201: WAITING_LIST_ENTRY,
        409:
          'puppyAlreadyOffered (another offer of it won), alreadyOffered, puppyNotAvailable, ' +
          'notInLine, or editConflict',
      },
    },
  },
  async ({ request, body }) =>
    json(await makeOffer({ ...body, version: writeVersion(request, body.version) }), {
      status: 201,
    }),
);
