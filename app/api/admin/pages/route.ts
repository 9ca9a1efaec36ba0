import { json, route } from '@/lib/server/http/route';
import { listPages } from '@/features/pages/server/pages';

export const GET = route({ access: 'admin' }, async () => json({ pages: await listPages() }));
