import { json, route } from '@/lib/server/http/route';
import { getSiteInfo, saveSiteInfo } from '@/features/site/server/site-info';
import { writeVersion } from '@/lib/server/versions';
import { siteInfoResponse } from '@/lib/validation/responses';
import { siteInfoSchema } from '@/features/site/schema';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'Site contact info',
      responses: { 200: { description: 'Info', schema: siteInfoResponse } },
    },
  },
  async () => json(await getSiteInfo()),
);

export const PUT = route(
  {
    access: 'admin',
    body: siteInfoSchema,
    doc: {
      summary: 'Save site info',
      responses: { 200: { description: 'Saved', schema: siteInfoResponse } },
      versioned: siteInfoResponse,
    },
  },
  async ({ request, body }) =>
    json(await saveSiteInfo({ ...body, version: writeVersion(request, body.version) })),
);
