import { z } from 'zod';
import { PAGE_KEYS } from '@/features/pages/content';
import { orderSchema } from '@/lib/validation/common';
import { pageVersionSchema } from '@/features/pages/schema';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

const PAGE =
  '`{page, blocks: [{name, kind, max, required?, draft, published, default}], version, ' +
  'updatedAt, publishedAt, publishedNumber, changed, missing: {en, hu, de}, photos}`';

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

/** The breeder's pages' paths of the OpenAPI document, built with its helpers. */
export function pagePaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const conflict = versioned({ description: PAGE });
  const unknownPage = { 404: { description: `Not one of ${PAGE_KEYS.join(', ')}` } };
  return {
    '/pages/{page}': {
      get: operation('A page as visitors see it: its published content and the photos shown', {
        params: ['page'],
        responses: { 200: { description: '`{page, content, photos}`' }, ...unknownPage },
      }),
    },
    '/admin/pages': {
      get: operation('The pages: version, last publish, whether the draft differs, missing texts', {
        auth: true,
        responses: { 200: { description: '`{pages: [{page, version, changed, missing, …}]}`' } },
      }),
    },
    '/admin/pages/{page}': {
      get: operation('A page’s blocks with their draft, published and default values', {
        auth: true,
        params: ['page'],
        responses: { 200: { description: PAGE }, ...unknownPage },
      }),
      put: operation(
        'Saves the draft (nothing public changes): `content` holds any of the page’s blocks, ' +
          '`{en?, hu?, de?}` (a `line` a string, a `list` strings, a `rich` block the editor’s ' +
          'JSON doc or HTML, sanitised), a photo block a page photo’s id or null. Blocks left ' +
          'out keep their draft. 422 errors name `content.{block}.{locale}`.',
        {
          auth: true,
          params: ['page'],
          body: pageSaveBody,
          responses: { 200: { description: PAGE }, ...unknownPage, ...conflict },
        },
      ),
    },
    '/admin/pages/{page}/publish': {
      post: operation(
        'Publishes the draft: visitors see it at once (only this page is expired), and it is ' +
          'kept as the next numbered version',
        {
          auth: true,
          params: ['page'],
          body: pageVersionSchema,
          responses: { 200: { description: PAGE }, ...unknownPage, ...conflict },
        },
      ),
    },
    '/admin/pages/{page}/versions': {
      get: operation('Every publish of the page, newest first', {
        auth: true,
        params: ['page'],
        responses: { 200: { description: '`{versions: [{number, publishedAt}]}`' } },
      }),
    },
    '/admin/pages/{page}/versions/{number}/restore': {
      post: operation('Copies a published version into the draft (live once published)', {
        auth: true,
        params: ['page', 'number'],
        body: pageVersionSchema,
        responses: {
          200: { description: PAGE },
          404: { description: 'versionNotFound' },
          ...conflict,
        },
      }),
    },
    '/admin/pages/{page}/photos': {
      get: operation('The page’s photos', {
        auth: true,
        params: ['page'],
        responses: { 200: { description: '`{images}`' } },
      }),
      post: operation('Upload page photos (JPEG, PNG, WebP; 512 KB a file, 20 a page)', {
        auth: true,
        multipart: true,
        params: ['page'],
        responses: {
          201: { description: '`{images, errors}`' },
          503: { description: 'Photo processing busy (Retry-After)' },
        },
      }),
    },
    '/admin/pages/{page}/photos/order': {
      put: operation('Reorder the page’s photos (`version`: the order as read)', {
        auth: true,
        params: ['page'],
        body: orderSchema,
        responses: {
          200: { description: 'Images' },
          409: { description: 'editConflict, with the photos as they are now in `current`' },
        },
      }),
    },
  };
}
