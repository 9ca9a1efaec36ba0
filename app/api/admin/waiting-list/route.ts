import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { listWaitingLines } from '@/features/waiting-list/server/waiting-lines';
import { lineQuery } from '@/features/waiting-list/schema';

/** The lines in order (`?litter=ID` or `?litter=general` for one), with the puppies to offer. */
export const GET = route({ access: 'admin' }, async ({ request }) => {
  const { litter } = parseWith(lineQuery, {
    litter: request.nextUrl.searchParams.get('litter') ?? undefined,
  });
  const which = litter === undefined || litter === 'general' ? litter : Number(litter);
  return json(await listWaitingLines(which));
});
