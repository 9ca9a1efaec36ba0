import { json, route } from '@/lib/server/http/route';
import { myDocumentsByToken } from '@/features/documents/server/my-documents';
import { z } from '@/lib/validation/zod';
import { DOCUMENT } from '@/features/documents/openapi';

export const GET = route(
  {
    access: 'public',
    params: { token: z.string() },
    doc: {
      summary: `The buyer’s documents, by their private link: \`{documents: [${DOCUMENT}]}\``,
      responses: { 200: 'The documents', 404: 'linkNotValid' },
    },
  },
  async ({ params }) =>
    json(
      { documents: await myDocumentsByToken(params.token) },
      { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
    ),
);
