import { addDocument, listDocuments } from '@/features/documents/server';
import { json, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

/** An application's documents, newest first, each with a fresh short-lived download link. */
export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json({ documents: await listDocuments(params.id) }),
);

/** Attaches one document (multipart: `file`, `kind`, optional `title`), checked by content. */
export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => json(await addDocument(params.id, request), { status: 201 }),
);
