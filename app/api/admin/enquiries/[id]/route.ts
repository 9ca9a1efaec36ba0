import { deleteEnquiry, setEnquiryStatus } from '@/features/enquiries/server/enquiries';
import { noContent, json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { enquiryPatchSchema } from '@/features/enquiries/schema';

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: enquiryPatchSchema },
  async ({ request, params, body }) =>
    json(await setEnquiryStatus(params.id, body.status, writeVersion(request, body.version))),
);

export const DELETE = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) => {
  await deleteEnquiry(params.id);
  return noContent();
});
