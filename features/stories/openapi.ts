import { placedSchema } from '@/features/applications/go-home-schema';
import { ownerStoryDecisionSchema } from '@/features/stories/schema';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

const STORY =
  'A submission: `{id, status: pending|approved|rejected, firstName, country, locale, dog: ' +
  '{name, slug} | null, text (as sent), editedText (the breeder’s, or null), createdAt, ' +
  'decidedAt, version, photos: [{id, status, width, height, url}]}`; a pending photo’s `url` ' +
  'is a short-lived signed link';
const REVIEW =
  '`{id, firstName, country, locale, dog: {name, slug} | null, text, edited, publishedAt, ' +
  'photos: [{id, url, width, height}]}`';

/** Owners' photos and stories, and go-home day, built with the document's helpers. */
export function ownerPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const byId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const placed = operation(
    'Go-home day: the reserved buyer is placed and the puppy has found its family; the ' +
      'private link keeps working. `?version=N`: the entry as read. Before the puppy’s ' +
      'go-home day (8 weeks of age; 15 for a buyer outside Hungary) only with a body ' +
      '`{earlyReason}`, stored with the application.',
    {
      auth: true,
      body: placedSchema,
      responses: {
        200: { description: 'The waiting-list entry' },
        404: { description: 'applicationNotFound' },
        422: { description: 'beforeGoHome (path earlyReason): the reason is missing' },
        ...versioned({ description: 'Entry' }),
      },
    },
  );
  return {
    '/reviews': {
      get: operation(`Owners’ approved stories, newest first: ${REVIEW}`, {
        responses: { 200: { description: 'Stories' } },
      }),
    },
    '/my/{token}/story': {
      post: operation(
        'A placed buyer sends up to 10 photos (`images`) and a story (`name`, `story` ≤ 1,500 ' +
          'characters, `consent` = `on`), by their private link: all photos are kept or none. ' +
          'With `Accept: application/json` 201 `{id, status}` (photos ≤ 512 KB each, 4.5 MB ' +
          'together); a form post (photos ≤ 10 MB together, shrunk on the server) is answered ' +
          'with 303 back to /my/{token}, every refusal included, the typed text kept there. ' +
          'At most 5 sends an hour per link.',
        {
          multipart: true,
          params: ['token'],
          responses: {
            201: { description: 'Sent' },
            303: {
              description: 'A form post: back to /my/{token}?done=storySent or ?storyError=…',
            },
            403: { description: 'storyNotPlaced: only a buyer whose puppy went home' },
            404: { description: 'linkNotValid' },
            409: { description: 'storyPending: the previous one waits for the breeder' },
            413: { description: 'fileTooLarge, uploadTooLarge' },
            415: { description: 'unsupportedType' },
            429: { description: 'tooManyUploads (Retry-After)' },
          },
        },
      ),
    },
    '/admin/owner-stories': {
      get: operation('The moderation queue: `{pending: [story], approved: [story]}`', {
        auth: true,
        responses: { 200: { description: STORY } },
      }),
    },
    '/admin/owner-stories/{id}': {
      patch: {
        ...operation(
          '`approve` the chosen `photoIds` (they join the gallery with the dog’s name; the ' +
            'others are deleted) and the story (`text`: the breeder’s edit, marked as edited), ' +
            '`reject` everything, or `edit` an approved story’s text',
          {
            auth: true,
            body: ownerStoryDecisionSchema,
            responses: {
              200: { description: STORY },
              404: { description: 'storyNotFound' },
              ...versioned({ description: STORY }),
            },
          },
        ),
        parameters: [byId],
      },
    },
    '/admin/applications/{id}/placed': {
      post: {
        ...placed,
        // The body is only for an exception.
        requestBody: { ...(placed.requestBody as object), required: false },
        parameters: [
          byId,
          { name: 'version', in: 'query', required: false, schema: { type: 'integer' } },
        ],
      },
    },
  };
}
