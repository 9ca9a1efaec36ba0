import { json, route } from '@/lib/server/http/route';
import { getSiteInfo, saveSiteInfo } from '@/features/site/server/site-info';
import { writeVersion } from '@/lib/server/versions';
import { siteInfoSchema } from '@/features/site/schema';

export const GET = route({ access: 'public' }, async () => json(await getSiteInfo()));

export const PUT = route({ access: 'admin', body: siteInfoSchema }, async ({ request, body }) =>
  json(await saveSiteInfo({ ...body, version: writeVersion(request, body.version) })),
);
