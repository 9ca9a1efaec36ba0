import { deleteEnquiry, setEnquiryStatus } from '@/features/enquiries/server/enquiries';
import { noContent, route } from '@/lib/server/http/route';
import { versionedWrite } from '@/lib/server/http/versioned';
import { idSchema } from '@/lib/validation/common';
import { enquiryResponse } from '@/lib/validation/responses';
import { enquiryPatchSchema } from '@/features/enquiries/schema';

export const PATCH = versionedWrite(
  {
    body: enquiryPatchSchema,
    summary: 'Mark an enquiry new, answered or archived',
    responses: {
      200: { description: 'Enquiry', schema: enquiryResponse },
      404: 'Unknown enquiry',
    },
    versioned: enquiryResponse,
  },
  ({ params, body }, version) => setEnquiryStatus(params.id, body.status, version),
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
