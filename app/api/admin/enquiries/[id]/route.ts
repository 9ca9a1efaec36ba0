import { deleteEnquiry, setEnquiryStatus } from '@/features/enquiries/server/enquiries';
import { noContent, json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { enquiryResponse } from '@/lib/validation/responses';
import { enquiryPatchSchema } from '@/features/enquiries/schema';

export const PATCH = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: enquiryPatchSchema,
    doc: {
      summary: 'Mark an enquiry new, answered or archived',
      responses: {
        200: { description: 'Enquiry', schema: enquiryResponse },
        404: 'Unknown enquiry',
      },
      versioned: enquiryResponse,
    },
  },
  async ({ request, params, body }) =>
    json(await setEnquiryStatus(params.id, body.status, writeVersion(request, body.version))),
);

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Erase an enquiry for good',
      responses: { 204: 'Deleted', 404: 'Unknown enquiry' },
    },
  },
  async ({ params }) => {
    await deleteEnquiry(params.id);
    return noContent();
  },
);
