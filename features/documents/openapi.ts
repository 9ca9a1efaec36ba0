import { DOCUMENT_KINDS, MAX_DOCUMENT_TITLE } from '@/features/documents/rules';
import type { Operation } from '@/lib/server/openapi-operation';

const DOCUMENT =
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

/** The buyers' documents; their links go to `/files/{key}`. */
export function documentPaths(operation: Operation): Record<string, Record<string, unknown>> {
  return {
    '/admin/applications/{id}/documents': {
      get: operation(`An application’s documents, newest first: \`{documents: [${DOCUMENT}]}\``, {
        auth: true,
        params: ['id'],
        responses: {
          200: { description: 'The documents' },
          404: { description: 'applicationNotFound' },
        },
      }),
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
    '/admin/applications/{id}/documents/{documentId}': {
      delete: operation('Delete a document and its file', {
        auth: true,
        params: ['id', 'documentId'],
        responses: {
          204: { description: 'Deleted' },
          404: { description: 'documentNotFound' },
        },
      }),
    },
    '/my/{token}/documents': {
      get: operation(
        `The buyer’s documents, by their private link: \`{documents: [${DOCUMENT}]}\``,
        {
          params: ['token'],
          responses: {
            200: { description: 'The documents' },
            404: { description: 'linkNotValid' },
          },
        },
      ),
    },
  };
}
