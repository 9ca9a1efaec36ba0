import { json, route } from '@/lib/server/http/route';
import { openApiDocument } from '@/lib/server/openapi';
import { apiRoutes } from './routes';

export const GET = route({ access: 'public' }, () =>
  json(openApiDocument(process.env.API_URL || '/api', apiRoutes)),
);
