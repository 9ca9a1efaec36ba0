// What the API description says of an owner's story (app/api/admin/owner-stories).

export const OWNER_STORY =
  'A submission: `{id, status: pending|approved|rejected, firstName, country, locale, dog: ' +
  '{name, slug} | null, text (as sent), editedText (the breeder’s, or null), createdAt, ' +
  'decidedAt, version, photos: [{id, status, width, height, url}]}`; a pending photo’s `url` ' +
  'is a short-lived signed link';
