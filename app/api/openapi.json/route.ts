import { json, route } from '@/lib/server/http/route';
import { openApiDocument } from '@/lib/server/openapi';

export const GET = route({ access: 'public' }, () =>
  json(openApiDocument(process.env.API_URL || '/api')),
);
