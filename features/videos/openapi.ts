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
