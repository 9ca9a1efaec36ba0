import { DOCUMENT_KINDS, MAX_DOCUMENT_TITLE } from '@/features/documents/rules';
import type { Operation } from '@/lib/server/openapi-operation';

/** One document as the API answers it (app/api/admin/applications/{id}/documents, /my/…). */
export const DOCUMENT =
  '`{id, kind, title (null: the kind names it), fileName, contentType, size, createdAt, url}`; ' +
  '`url` is a link to `/api/files/{key}` signed for 15 minutes';

const uploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file', 'kind'],
        properties: {
          file: { type: 'string', format: 'binary', description: 'PDF, JPEG or PNG, ≤ 10 MB' },
          kind: { type: 'string', enum: [...DOCUMENT_KINDS] },
          title: { type: 'string', maxLength: MAX_DOCUMENT_TITLE },
        },
      },
    },
  },
};

/**
 * The upload, still described here: its multipart body (`file`, `kind`, `title`) is not the
 * photos' `images` that a route's doc can say.
 */
export function documentPaths(operation: Operation): Record<string, Record<string, unknown>> {
  return {
    '/admin/applications/{id}/documents': {
      post: {
        ...operation(
          'Attach one document: its type is what its content is (`%PDF-` … `%%EOF`, a JPEG or ' +
            'a PNG that can be read), whatever the name says. `{document, documents}`',
          {
            auth: true,
            multipart: true,
            params: ['id'],
            responses: {
              201: { description: 'Stored' },
              404: { description: 'applicationNotFound' },
              413: { description: 'documentTooLarge: over 10 MB' },
              415: { description: 'unsupportedDocumentType: no PDF, JPEG or PNG' },
              422: { description: 'damagedDocument, noDocument, or a field refused' },
            },
          },
        ),
        requestBody: uploadBody,
      },
    },
  };
}
