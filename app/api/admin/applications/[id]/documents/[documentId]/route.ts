import { deleteDocument } from '@/features/documents/server';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

/** Deletes a document and its file: the buyer's links to it stop working at once. */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema, documentId: idSchema } },
  async ({ params }) => {
    await deleteDocument(params.id, params.documentId);
    return noContent();
  },
);
