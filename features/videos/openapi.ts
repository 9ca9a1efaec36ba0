import { videoStartSchema } from '@/features/videos/schema';
import type { Operation } from '@/lib/server/openapi-operation';

const VIDEO =
  '`{id, target (dog, litter, diary), targetId, state (uploading, processing, ready, failed), ' +
  'size, received, error (an apiErrors key when failed), position, version, video}`; `video` ' +
  '(ready only) is `{id, src, poster, width, height, durationSeconds}`, a diary video’s links ' +
  'signed for 15 minutes';

const ownerQuery = [
  {
    name: 'target',
    in: 'query',
    required: true,
    schema: { type: 'string', enum: ['dog', 'litter', 'diary'] },
  },
  { name: 'id', in: 'query', required: true, schema: { type: 'integer' } },
];

/** Videos: an upload in pieces, converted by ffmpeg on the server. */
export function videoPaths(operation: Operation): Record<string, Record<string, unknown>> {
  return {
    '/videos': {
      get: {
        ...operation(
          'A public puppy’s or litter’s ready videos, in order: `[{id, src, poster, width, height, durationSeconds}]`',
          { responses: { 200: { description: 'The videos' } } },
        ),
        parameters: ownerQuery,
      },
    },
    '/admin/videos': {
      get: {
        ...operation(
          `An owner’s videos in every state, and whether this server takes videos (ffmpeg found): \`{available, videos: [${VIDEO}]}\``,
          { auth: true, responses: { 200: { description: 'The videos' } } },
        ),
        parameters: ownerQuery,
      },
      post: operation(
        'Start an upload of `size` bytes (MP4 or MOV, ≤ 100 MB, ≤ 60 s); the bytes follow with ' +
          '`PUT /admin/videos/{id}/file`',
        {
          auth: true,
          body: videoStartSchema,
          responses: {
            201: { description: `The video, state uploading: ${VIDEO}` },
            404: { description: 'videoOwnerNotFound' },
            413: { description: 'videoTooLarge: over 100 MB' },
            503: {
              description:
                'videoUnavailable (no ffmpeg on this server), or videoBusy (conversions queued; Retry-After)',
            },
          },
        },
      ),
    },
    '/admin/videos/{id}': {
      get: operation(`The video as it is now: ${VIDEO}`, {
        auth: true,
        params: ['id'],
        responses: { 200: { description: 'The video' }, 404: { description: 'videoNotFound' } },
      }),
      delete: {
        ...operation('Delete a video and its files; `?version=N` as the screen saw it', {
          auth: true,
          params: ['id'],
          responses: {
            204: { description: 'Deleted' },
            404: { description: 'videoNotFound' },
            409: { description: 'editConflict, with `current`' },
            428: { description: 'versionRequired (a signed-in browser)' },
          },
        }),
      },
    },
    '/admin/videos/{id}/file': {
      put: {
        ...operation(
          'One piece of the clip (the raw body, ≤ 4 MB) at `?offset=N` (the bytes received so far). ' +
            'The last piece has the clip checked with ffprobe and queued for conversion.',
          {
            auth: true,
            params: ['id'],
            responses: {
              200: { description: 'Received; more pieces due' },
              202: { description: 'Whole: the video, state processing (then ready or failed)' },
              404: { description: 'videoNotFound' },
              409: { description: 'videoUploadOffset: not where the upload stands (`current`)' },
              413: {
                description:
                  'videoTooLarge: past the announced size or 4 MB; the upload is deleted',
              },
              422: {
                description: 'videoNotVideo or videoTooLong (over 60 s); the upload is deleted',
              },
            },
          },
        ),
        requestBody: {
          required: true,
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  };
}
