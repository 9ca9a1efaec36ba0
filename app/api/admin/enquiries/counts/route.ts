import { countEnquiries } from '@/features/enquiries/server/enquiries';
import { json, route } from '@/lib/server/http/route';

/** How many enquiries are new, answered and archived: the user menu polls this, not the list. */
export const GET = route({ access: 'admin' }, async () => json(await countEnquiries()));
