import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { deleteFaqEntry, getFaqEntry, updateFaqEntry } from '@/features/faq/server/faq';
import { writeVersion } from '@/lib/server/versions';
import { htmlToDoc } from '@/lib/rich-text/html';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { faqPatchSchema } from '@/features/faq/schema';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { RICH_TEXTS } from '@/features/news/openapi';

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: { summary: 'A question', responses: { 200: 'The question', 404: 'faqNotFound' } },
  },
  async ({ params }) => json(await getFaqEntry(params.id)),
);

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: faqPatchSchema(htmlToDoc),
    doc: {
      summary: `Changes a question. ${RICH_TEXTS}`,
      responses: { 200: 'The question' },
      versioned: { description: 'The question' },
    },
  },
  async ({ request, params, body }) =>
    json(
      await updateFaqEntry(params.id, { ...body, version: writeVersion(request, body.version) }),
    ),
);

/** `?version=N`: the question as the screen showed it; one changed since is not deleted (409). */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Deletes a question',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted' },
      versioned: { description: 'Question' },
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteFaqEntry(params.id, writeVersion(request, version));
    return noContent();
  },
);
