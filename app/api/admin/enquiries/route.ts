import { listEnquiries } from '@/features/enquiries/server/enquiries';
import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { enquiryListQuery } from '@/features/enquiries/schema';

export const GET = route({ access: 'admin' }, async ({ request }) => {
  const { status } = parseWith(enquiryListQuery, {
    status: request.nextUrl.searchParams.get('status') ?? undefined,
  });
  return json(await listEnquiries(status));
});
