import { PAGE_KEYS } from '@/features/pages/content';

// What the API description says of the breeder's pages (app/api/pages, app/api/admin/pages).

/** A page as the admin edits it. */
export const PAGE_VIEW =
  '`{page, blocks: [{name, kind, max, required?, draft, published, default}], version, ' +
  'updatedAt, publishedAt, publishedNumber, changed, missing: {en, hu, de}, photos}`';

/** Any other page segment is not found (features/pages/server/page-param.ts). */
export const UNKNOWN_PAGE = `Not one of ${PAGE_KEYS.join(', ')}`;
