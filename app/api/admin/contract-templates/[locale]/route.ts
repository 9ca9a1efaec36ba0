import { htmlToDoc } from '@/lib/rich-text/html';
import { getContractTemplate, saveContractTemplate } from '@/features/contracts/server/templates';
import { json, route } from '@/lib/server/http/route';
import { versionedWrite } from '@/lib/server/http/versioned';
import { contractTemplateSchema } from '@/features/contracts/schema';
import { z } from '@/lib/validation/zod';

const localeSchema = z.enum(['en', 'hu', 'de'], { error: 'invalidLocale' });

const TEMPLATE = 'The template: `{locale, doc, version, updatedAt}` (version 0: the built-in one)';

export const GET = route(
  {
    access: 'admin',
    params: { locale: localeSchema },
    doc: { summary: 'The contract template of one language', responses: { 200: TEMPLATE } },
  },
  async ({ params }) => json(await getContractTemplate(params.locale)),
);

export const PUT = versionedWrite(
  {
    params: { locale: localeSchema },
    body: contractTemplateSchema((html) => htmlToDoc(html)),
    summary:
      'Saves the template (the editor’s JSON, or HTML); `version` as read, 0 for the ' +
      'built-in one. Contracts already sent keep their text.',
    responses: { 200: TEMPLATE },
    versioned: { description: TEMPLATE },
  },
  ({ params, body }, version) => saveContractTemplate(params.locale, body.doc, version),
);
