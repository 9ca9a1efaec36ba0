import { countEnquiries } from '@/features/enquiries/server/enquiries';
import { json, route } from '@/lib/server/http/route';
import { enquiryCountsResponse } from '@/lib/validation/responses';

/** The user menu polls this, not the list. */
export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'How many enquiries are new, answered and archived',
      responses: { 200: { description: 'Counts', schema: enquiryCountsResponse } },
    },
  },
  async () => json(await countEnquiries()),
);
