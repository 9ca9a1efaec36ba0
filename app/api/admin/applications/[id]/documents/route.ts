import { addDocument, listDocuments } from '@/features/documents/server';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';
import { DOCUMENT } from '@/features/documents/openapi';
import { DOCUMENT_KINDS, MAX_DOCUMENT_TITLE } from '@/features/documents/rules';

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

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Attach one document: its type is what its content is (`%PDF-` … `%%EOF`, a JPEG or ' +
        'a PNG that can be read), whatever the name says. `{document, documents}`',
      multipart: {
        file: { type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, ≤ 10 MB' },
        kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
        title: { type: 'string', maxLength: MAX_DOCUMENT_TITLE },
      },
      multipartRequired: ['file', 'kind'],
      responses: {
        201: 'Stored',
        404: 'applicationNotFound',
        413: 'documentTooLarge: over 10 MB',
        415: 'unsupportedDocumentType: no PDF, JPEG or PNG',
        422: 'damagedDocument, noDocument, or a field refused',
      },
    },
  },
  async ({ request, params }) => json(await addDocument(params.id, request), { status: 201 }),
);
