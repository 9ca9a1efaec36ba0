import { openApiDocument } from '@/lib/server/openapi';
import { handler, json } from '@/lib/server/route';

export const GET = handler(async () => json(openApiDocument(process.env.API_URL || '/api')));
