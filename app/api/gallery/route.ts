import { listGallery } from '@/lib/server/gallery';
import { handler, json } from '@/lib/server/route';

export const GET = handler(async () => json(await listGallery()));
