import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { reorderPagePhotos } from '@/features/pages/server/page-photos';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

/** The order of a page's photos in the admin (the photo manager's, as a dog's). */
export const PUT = route(
  { access: 'admin', params: { page: pageParam }, body: orderSchema },
  async ({ request, params, body }) =>
    json(await reorderPagePhotos(params.page, body.ids, writeVersion(request, body.version))),
);
