import { deleteDocument } from '@/features/documents/server';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

/** The buyer's links to it stop working at once. */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema, documentId: idSchema },
    doc: {
      summary: 'Delete a document and its file',
      responses: { 204: 'Deleted', 404: 'documentNotFound' },
    },
  },
  async ({ params }) => {
    await deleteDocument(params.id, params.documentId);
    return noContent();
  },
);
