import { json, route } from '@/lib/server/http/route';
import { openApiDocument } from '@/lib/server/openapi/document';
import { apiRoutes } from './routes';

export const GET = route(
  {
    access: 'public',
    doc: { summary: 'This API description (OpenAPI 3.0)', responses: { 200: 'The document' } },
  },
  () => json(openApiDocument(process.env.API_URL || '/api', apiRoutes)),
);
