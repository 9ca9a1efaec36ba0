import { json, route } from '@/lib/server/http/route';
import { readSiteFacts, saveSiteFacts } from '@/lib/server/site-facts';
import { writeVersion } from '@/lib/server/versions';
import { siteFactsSchema } from '@/lib/validation/site-facts';

export const GET = route({ access: 'public' }, async () => json(await readSiteFacts()));

export const PUT = route({ access: 'admin', body: siteFactsSchema }, async ({ request, body }) =>
  json(await saveSiteFacts({ ...body, version: writeVersion(request, body.version) })),
);
