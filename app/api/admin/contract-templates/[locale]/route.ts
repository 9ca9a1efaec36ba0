import { htmlToDoc } from '@/lib/rich-text/html';
import { getContractTemplate, saveContractTemplate } from '@/features/contracts/server/templates';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { contractTemplateSchema } from '@/features/contracts/schema';
import { z } from '@/lib/validation/zod';

const localeSchema = z.enum(['en', 'hu', 'de'], { error: 'invalidLocale' });

/** The contract template in one language (version 0: the built-in one). */
export const GET = route(
  { access: 'admin', params: { locale: localeSchema } },
  async ({ params }) => json(await getContractTemplate(params.locale)),
);

/** Saves the template; 409 `editConflict` with the current one when another save came first. */
export const PUT = route(
  {
    access: 'admin',
    params: { locale: localeSchema },
    body: contractTemplateSchema((html) => htmlToDoc(html)),
  },
  async ({ request, params, body }) =>
    json(await saveContractTemplate(params.locale, body.doc, writeVersion(request, body.version))),
);
