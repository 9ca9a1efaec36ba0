import { readJson } from '@/lib/server/http';
import { getSiteInfo, saveSiteInfo } from '@/lib/server/site-info';
import { adminHandler, handler, json } from '@/lib/server/route';
import { siteInfoSchema } from '@/lib/validation/site-info';

export const GET = handler(async () => json(await getSiteInfo()));

export const PUT = adminHandler(async (request) =>
  json(await saveSiteInfo(await readJson(request, siteInfoSchema))),
);
