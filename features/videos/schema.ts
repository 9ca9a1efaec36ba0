import { MAX_VIDEO_BYTES, VIDEO_TARGETS } from '@/features/videos/limits';
import { MAX_ID } from '@/lib/validation/common';
import { z } from '@/lib/validation/zod';

const ownerId = z
  .int({ error: 'invalidId' })
  .positive({ error: 'invalidId' })
  .max(MAX_ID, { error: 'invalidId' });

/** Starting a video upload: whose it is and how many bytes will follow. */
export const videoStartSchema = z.strictObject({
  target: z.enum(VIDEO_TARGETS, { error: 'invalidVideoTarget' }),
  targetId: ownerId,
  size: z
    .int({ error: 'invalidVideoSize' })
    .positive({ error: 'invalidVideoSize' })
    // Past the limit is a 413 of its own (videoTooLarge), answered by the service.
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalidVideoSize' }),
});
export type VideoStartInput = z.infer<typeof videoStartSchema>;

/** The owner whose videos a list names: `?target=dog&id=3`. */
export const videoListQuery = z.strictObject({
  target: z.enum(VIDEO_TARGETS, { error: 'invalidVideoTarget' }),
  id: z.coerce.number().pipe(ownerId),
});

/** A piece's place in the upload: `?offset=N`, the bytes already received. */
export const videoPieceQuery = z.strictObject({
  offset: z.coerce
    .number({ error: 'invalidOffset' })
    .pipe(
      z
        .int({ error: 'invalidOffset' })
        .min(0, { error: 'invalidOffset' })
        .max(MAX_VIDEO_BYTES, { error: 'invalidOffset' }),
    ),
});

/** A ready video as the public API gives it (`GET /api/videos`), and pages read it. */
export const publicVideoResponse = z.object({
  id: z.int(),
  src: z.string(),
  poster: z.string(),
  width: z.int(),
  height: z.int(),
  durationSeconds: z.number(),
});
export type PublicVideo = z.infer<typeof publicVideoResponse>;
