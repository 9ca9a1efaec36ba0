import { json, route } from '@/lib/server/http/route';
import { startWatermarkJob } from '@/lib/server/images/remark';
import { readSiteFacts, saveSiteFacts } from '@/features/site/server/site-facts';
import { writeVersion } from '@/lib/server/versions';
import { siteFactsSchema } from '@/features/site/facts-schema';

export const GET = route({ access: 'public' }, async () => json(await readSiteFacts()));

export const PUT = route({ access: 'admin', body: siteFactsSchema }, async ({ request, body }) => {
  const saved = await saveSiteFacts({ ...body, version: writeVersion(request, body.version) });
  // The watermark is the kennel's name: a new name re-makes marked photos.
  startWatermarkJob();
  return json(saved);
});
