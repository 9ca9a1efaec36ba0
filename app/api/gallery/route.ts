import { listGallery } from '@/lib/server/gallery';
import { json, route } from '@/lib/server/http/route';

export const GET = route({ access: 'public' }, async () => json(await listGallery()));
