import { json, route } from '@/lib/server/http/route';
import { startWatermarkJob } from '@/lib/server/images/remark';
import { readSiteFacts, saveSiteFacts } from '@/features/site/server/site-facts';
import { writeVersion } from '@/lib/server/versions';
import { siteFactsResponse, siteFactsSchema } from '@/features/site/facts-schema';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary: 'The kennel’s facts and legal notice (defaults filled in)',
      responses: { 200: { description: 'Facts', schema: siteFactsResponse } },
    },
  },
  async () => json(await readSiteFacts()),
);

export const PUT = route(
  {
    access: 'admin',
    body: siteFactsSchema,
    doc: {
      summary: 'Save the facts and legal notice (a field left out: its default)',
      responses: { 200: { description: 'Saved', schema: siteFactsResponse } },
      versioned: siteFactsResponse,
    },
  },
  async ({ request, body }) => {
    const saved = await saveSiteFacts({ ...body, version: writeVersion(request, body.version) });
    // The watermark is the kennel's name: a new name re-makes marked photos.
    startWatermarkJob();
    return json(saved);
  },
);
