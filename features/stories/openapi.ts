import { placedSchema } from '@/features/applications/go-home-schema';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

// What the API description says of an owner's story (app/api/admin/owner-stories).

export const OWNER_STORY =
  'A submission: `{id, status: pending|approved|rejected, firstName, country, locale, dog: ' +
  '{name, slug} | null, text (as sent), editedText (the breeder’s, or null), createdAt, ' +
  'decidedAt, version, photos: [{id, status, width, height, url}]}`; a pending photo’s `url` ' +
  'is a short-lived signed link';

/**
 * Go-home day, still described here: its JSON body is optional (only for an exception), which a
 * route's doc cannot say.
 */
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
