import { json, route } from '@/lib/server/http/route';
import { getSiteInfo, saveSiteInfo } from '@/lib/server/site-info';
import { siteInfoSchema } from '@/lib/validation/site-info';

export const GET = route({ access: 'public' }, async () => json(await getSiteInfo()));

export const PUT = route({ access: 'admin', body: siteInfoSchema }, async ({ body }) =>
  json(await saveSiteInfo(body)),
);
