import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { deleteFaqEntry, getFaqEntry, updateFaqEntry } from '@/features/faq/server/faq';
import { writeVersion } from '@/lib/server/versions';
import { htmlToDoc } from '@/lib/rich-text/html';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';
import { faqPatchSchema } from '@/features/faq/schema';

export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getFaqEntry(params.id)),
);

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: faqPatchSchema(htmlToDoc) },
  async ({ request, params, body }) =>
    json(
      await updateFaqEntry(params.id, { ...body, version: writeVersion(request, body.version) }),
    ),
);

/** `?version=N`: the question as the screen showed it; one changed since is not deleted (409). */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteFaqEntry(params.id, writeVersion(request, version));
    return noContent();
  },
);
