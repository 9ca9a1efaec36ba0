import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { reorderPagePhotos } from '@/features/pages/server/page-photos';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

/** The order of a page's photos in the admin (the photo manager's, as a dog's). */
export const PUT = route(
  {
    access: 'admin',
    params: { page: pageParam },
    body: orderSchema,
    doc: {
      summary: 'Reorder the page’s photos (`version`: the order as read)',
      responses: { 200: 'Images', 404: UNKNOWN_PAGE },
      versioned: { description: 'Images' },
    },
  },
  async ({ request, params, body }) =>
    json(await reorderPagePhotos(params.page, body.ids, writeVersion(request, body.version))),
);
