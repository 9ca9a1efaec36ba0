import type { Operation } from '@/lib/server/openapi-operation';

/** One document as the API answers it (app/api/admin/applications/{id}/documents, /my/…). */
export const DOCUMENT =
  '`{id, kind, title (null: the kind names it), fileName, contentType, size, createdAt, url}`; ' +
  '`url` is a link to `/api/files/{key}` signed for 15 minutes';

/** The buyers' documents: all described by their routes now. */
export function documentPaths(operation: Operation): Record<string, Record<string, unknown>> {
  return {};
}
