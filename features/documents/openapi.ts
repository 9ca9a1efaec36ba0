/** One document as the API answers it (app/api/admin/applications/{id}/documents, /my/…). */
export const DOCUMENT =
  '`{id, kind, title (null: the kind names it), fileName, contentType, size, createdAt, url}`; ' +
  '`url` is a link to `/api/files/{key}` signed for 15 minutes';
