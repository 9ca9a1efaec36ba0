import { z } from 'zod';
import { PAGE_KEYS } from '@/features/pages/content';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

// What the API description says of the breeder's pages (app/api/pages, app/api/admin/pages).

/** A page as the admin edits it. */
export const PAGE_VIEW =
  '`{page, blocks: [{name, kind, max, required?, draft, published, default}], version, ' +
  'updatedAt, publishedAt, publishedNumber, changed, missing: {en, hu, de}, photos}`';

/** Any other page segment is not found (features/pages/server/page-param.ts). */
export const UNKNOWN_PAGE = `Not one of ${PAGE_KEYS.join(', ')}`;

/** The body of a draft's save; its blocks differ per page (features/pages/content.ts). */
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

/**
 * The draft's save, still described here: its handler reads its own body (a schema per page and
 * a larger limit), so its route() declaration has no `body` to describe.
 */
export function pagePaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  return {
    '/admin/pages/{page}': {
      put: operation(
        'Saves the draft (nothing public changes): `content` holds any of the page’s blocks, ' +
          '`{en?, hu?, de?}` (a `line` a string, a `list` strings, a `rich` block the editor’s ' +
          'JSON doc or HTML, sanitised), a photo block a page photo’s id or null. Blocks left ' +
          'out keep their draft. 422 errors name `content.{block}.{locale}`.',
        {
          auth: true,
          params: ['page'],
          body: pageSaveBody,
          responses: {
            200: { description: PAGE_VIEW },
            404: { description: UNKNOWN_PAGE },
            ...versioned({ description: PAGE_VIEW }),
          },
        },
      ),
    },
  };
}
