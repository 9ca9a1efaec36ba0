import { listEnquiries } from '@/features/enquiries/server/enquiries';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { enquiryResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';
import { ENQUIRY_STATUSES, enquiryListQuery } from '@/features/enquiries/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'Enquiries, newest first',
      query: { status: { schema: { type: 'string', enum: [...ENQUIRY_STATUSES] } } },
      responses: { 200: { description: 'Enquiries', schema: z.array(enquiryResponse) } },
    },
  },
  async ({ request }) => {
    const { status } = parseWith(enquiryListQuery, {
      status: request.nextUrl.searchParams.get('status') ?? undefined,
    });
    return json(await listEnquiries(status));
  },
);
