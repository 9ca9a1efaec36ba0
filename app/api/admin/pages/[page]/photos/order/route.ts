import { pageParam } from '@/features/pages/server/page-param';
import { versionedWrite } from '@/lib/server/http/versioned';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { reorderPagePhotos } from '@/features/pages/server/page-photos';
import { orderSchema } from '@/lib/validation/common';

/** The order of a page's photos in the admin (the photo manager's, as a dog's). */
export const PUT = versionedWrite(
  {
    params: { page: pageParam },
    body: orderSchema,
    summary: 'Reorder the page’s photos (`version`: the order as read)',
    responses: { 200: 'Images', 404: UNKNOWN_PAGE },
    versioned: { description: 'Images' },
  },
  ({ params, body }, version) => reorderPagePhotos(params.page, body.ids, version),
);
