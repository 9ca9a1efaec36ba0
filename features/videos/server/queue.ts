import 'server-only';
import { ApiError } from '@/lib/server/http/errors';
import { DecodeQueue } from '@/lib/server/images/queue';

/** Conversions at once in this process (VIDEO_CONVERSIONS): one keeps a small server's pages fast. */
const concurrency = () => Math.max(1, Number(process.env.VIDEO_CONVERSIONS) || 1);

/**
 * Videos converting or waiting to: a new upload past it is refused before it starts (uploads
 * already under way still get their place: the queue holds twice as many).
 */
export const MAX_QUEUED_VIDEOS = 4;

/** About what a conversion or two takes. */
const RETRY_AFTER_SECONDS = 60;

export const videoBusy = () =>
  new ApiError(503, 'videoBusy', undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

const QUEUE = Symbol.for('kennel.videoQueue');

/** The process's one conversion queue (the photo decode queue's kind), shared by every bundle. */
export function videoQueue(): DecodeQueue {
  const shared = globalThis as { [QUEUE]?: DecodeQueue };
  return (shared[QUEUE] ??= new DecodeQueue(concurrency(), MAX_QUEUED_VIDEOS * 2));
}
