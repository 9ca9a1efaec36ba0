import { deleteEnquiry, setEnquiryStatus } from '@/lib/server/enquiries';
import { noContent, json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { enquiryPatchSchema } from '@/lib/validation/enquiry';

export const PATCH = route(
  { access: 'admin', params: { id: idSchema }, body: enquiryPatchSchema },
  async ({ params, body }) => json(await setEnquiryStatus(params.id, body.status)),
);

export const DELETE = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) => {
  await deleteEnquiry(params.id);
  return noContent();
});
