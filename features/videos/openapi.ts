import type { Operation } from '@/lib/server/openapi-operation';
import type { ParameterDoc } from '@/lib/server/openapi/operation';

// What the API description says of a video (app/api/videos, app/api/admin/videos).

export const VIDEO =
  '`{id, target (dog, litter, diary), targetId, state (uploading, processing, ready, failed), ' +
  'size, received, error (an apiErrors key when failed), position, version, video}`; `video` ' +
  '(ready only) is `{id, src, poster, width, height, durationSeconds}`, a diary video’s links ' +
  'signed for 15 minutes';

/** `?target=&id=`: whose videos. */
export const VIDEO_OWNER_QUERY: Record<string, ParameterDoc> = {
  target: { schema: { type: 'string', enum: ['dog', 'litter', 'diary'] }, required: true },
  id: { schema: { type: 'integer' }, required: true },
};

/**
 * A piece of an upload, still described here: its body is the raw bytes
 * (`application/octet-stream`), which a route's doc cannot say.
 */
export function videoPaths(operation: Operation): Record<string, Record<string, unknown>> {
  return {
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
