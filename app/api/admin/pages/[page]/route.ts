import { readJson } from '@/lib/server/http/body';
import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { getPageView, savePageDraft } from '@/features/pages/server/pages';
import { htmlToDoc } from '@/lib/rich-text/html';
import { writeVersion } from '@/lib/server/versions';
import { pageSaveSchema } from '@/features/pages/schema';
import { PAGE_VIEW, UNKNOWN_PAGE } from '@/features/pages/openapi';
import { z } from '@/lib/validation/zod';

/** A page's whole text in three languages is larger than other admin bodies. */
const PAGE_BODY_LIMIT = 512 * 1024;

/** What the API description says of the draft's body: its blocks differ per page (content.ts). */
const pageSaveBody = z.strictObject({
  version: z.int().min(0).optional(),
  content: z.record(
    z.string(),
    z.union([
      z.strictObject({ en: z.unknown(), hu: z.unknown(), de: z.unknown() }).partial(),
      z.int().positive().nullable(),
    ]),
  ),
});

export const GET = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: {
      summary: 'A page’s blocks with their draft, published and default values',
      responses: { 200: PAGE_VIEW, 404: UNKNOWN_PAGE },
    },
  },
  async ({ params }) => json(await getPageView(params.page)),
);

/** It reads its own body: the schema is the page's, and the limit larger. */
export const PUT = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: {
      summary:
        'Saves the draft (nothing public changes): `content` holds any of the page’s blocks, ' +
        '`{en?, hu?, de?}` (a `line` a string, a `list` strings, a `rich` block the editor’s ' +
        'JSON doc or HTML, sanitised), a photo block a page photo’s id or null. Blocks left ' +
        'out keep their draft. 422 errors name `content.{block}.{locale}`.',
      body: pageSaveBody,
      responses: { 200: PAGE_VIEW, 404: UNKNOWN_PAGE },
      versioned: { description: PAGE_VIEW },
    },
  },
  async ({ request, params }) => {
    const body = await readJson(request, pageSaveSchema(params.page, htmlToDoc), PAGE_BODY_LIMIT);
    return json(
      await savePageDraft(params.page, body.content, writeVersion(request, body.version)),
    );
  },
);
