import { readRoute } from '@/lib/server/http/read';
import { versionedDelete, versionedWrite } from '@/lib/server/http/versioned';
import { deleteFaqEntry, getFaqEntry, updateFaqEntry } from '@/features/faq/server/faq';
import { htmlToDoc } from '@/lib/rich-text/html';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { faqPatchSchema } from '@/features/faq/schema';
import { RICH_TEXTS } from '@/features/news/openapi';

export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: 'A question',
    responses: { 200: 'The question', 404: 'faqNotFound' },
  },
  ({ params }) => getFaqEntry(params.id),
);

export const PATCH = versionedWrite(
  {
    body: faqPatchSchema(htmlToDoc),
    summary: `Changes a question. ${RICH_TEXTS}`,
    responses: { 200: 'The question' },
    versioned: { description: 'The question' },
  },
  ({ params, body }, version) => updateFaqEntry(params.id, { ...body, version }),
);

/** `?version=N`: the question as the screen showed it; one changed since is not deleted (409). */
export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary: 'Deletes a question',
    versioned: { description: 'Question' },
  },
  deleteFaqEntry,
);
