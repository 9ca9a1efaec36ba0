import { json, route } from '@/lib/server/http/route';
import { myDocumentsByToken } from '@/features/documents/server/my-documents';
import { z } from '@/lib/validation/zod';

/** The buyer's documents, each with a fresh short-lived download link; 404 for a wrong link. */
export const GET = route({ access: 'public', params: { token: z.string() } }, async ({ params }) =>
  json(
    { documents: await myDocumentsByToken(params.token) },
    { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
  ),
);
