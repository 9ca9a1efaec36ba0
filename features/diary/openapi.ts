import { diaryCreateSchema, diaryUpdateSchema } from '@/features/diary/schema';
import type { Operation, Responses } from '@/lib/server/openapi-operation';

const ENTRY =
  'An update: `{id, dogId, litterId, text: {en, hu, de}, weights: [{dogId, grams}], ' +
  'healthEvents: [{kind, date, note}], postedAt, version, images: [{id, src, srcSet, width, ' +
  'height, placeholder}]}`; photo links are signed and short-lived';
const FIELDS =
  'One puppy (`dogId`) or a whole litter (`litterId`); text per language (one is enough, the ' +
  'others show it); weights of the puppy, or of the litter’s puppies, in whole grams or as ' +
  'typed (`410 g`, `1,2 kg`, `41 dkg`; a decimal without a unit is kilograms); health events ' +
  '(`vaccination`, `deworming`, `vet_check`, `microchip`) with a date: a litter’s apply to each ' +
  'of its puppies.';

/** The puppy's diary: the admin's paths and the buyer's mail switch. */
export function diaryPaths(
  operation: Operation,
  versioned: (current: unknown) => Responses,
): Record<string, Record<string, unknown>> {
  const conflict = versioned({ description: ENTRY });
  return {
    '/admin/diary': {
      get: operation('The latest diary updates, newest first', {
        auth: true,
        responses: { 200: { description: `Updates: ${ENTRY}` } },
      }),
      post: operation(
        `Posts a diary update. ${FIELDS} Each buyer of a puppy it concerns (reserved or placed, ` +
          'mail not turned off) gets a mail in their language. Photos are uploaded after.',
        { auth: true, body: diaryCreateSchema, responses: { 201: { description: ENTRY } } },
      ),
    },
    '/admin/diary/{id}': {
      get: operation('A diary update', {
        auth: true,
        params: ['id'],
        responses: { 200: { description: ENTRY }, 404: { description: 'diaryEntryNotFound' } },
      }),
      put: operation(`Changes an update (no new mail). ${FIELDS}`, {
        auth: true,
        params: ['id'],
        body: diaryUpdateSchema,
        responses: { 200: { description: ENTRY }, ...conflict },
      }),
      delete: {
        ...operation('Deletes an update and its photos', {
          auth: true,
          params: ['id'],
          responses: { 204: { description: 'Deleted' }, ...conflict },
        }),
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
          {
            name: 'version',
            in: 'query',
            required: false,
            description: 'The version as read (required from a browser)',
            schema: { type: 'integer' },
          },
        ],
      },
    },
    '/admin/diary/{id}/images': {
      post: operation(
        'Upload an update’s photos (JPEG, PNG, WebP; 512 KB a file, 10 an update): stored ' +
          'privately, served only through signed links',
        {
          auth: true,
          multipart: true,
          params: ['id'],
          responses: {
            201: { description: '`{images, errors}`' },
            503: { description: 'Photo processing busy (Retry-After)' },
          },
        },
      ),
    },
    '/admin/diary/{id}/images/{imageId}': {
      delete: operation('Delete a photo of an update', {
        auth: true,
        params: ['id', 'imageId'],
        responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown photo' } },
      }),
    },
    '/my/{token}/diary-mail': {
      post: {
        ...operation(
          'The buyer turns the diary’s mail off or on from their page: urlencoded `mail=off|on`, ' +
            'answered with 303 back to the page',
          { responses: { 303: { description: 'Back to /my/{token}#diary' } } },
        ),
        parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
  };
}
