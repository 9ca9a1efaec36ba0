import { addDocument, listDocuments } from '@/features/documents/server';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { DOCUMENT } from '@/features/documents/openapi';

export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: `An application’s documents, newest first: \`{documents: [${DOCUMENT}]}\``,
      responses: { 200: 'The documents', 404: 'applicationNotFound' },
    },
  },
  async ({ params }) => json({ documents: await listDocuments(params.id) }),
);

/**
 * Attaches one document (multipart: `file`, `kind`, optional `title`), checked by content.
 * Described in features/documents/openapi.ts: its body is not the photos' multipart.
 */
export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => json(await addDocument(params.id, request), { status: 201 }),
);
