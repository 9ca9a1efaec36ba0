/**
 * Videos: what a phone may send, shared by the admin form and the server.
 * A 60-second clip of a phone fits in 100 MB at its usual bit rates (about 12 Mbit/s in 1080p).
 */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_VIDEO_SECONDS = 60;

/**
 * A video goes up in pieces of at most this size, each its own request: the site reads no body
 * over 10.5 MB (lib/request-limits.mjs; Next holds a body in memory while the proxy runs), and
 * proxies in front often take no more than 5 MB (docs/operations.md, "Several instances").
 */
export const VIDEO_CHUNK_BYTES = 4 * 1024 * 1024;

/** What the admin's file field accepts: MP4 and MOV (QuickTime), as phones record them. */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime';

import { VIDEO_STATES } from '@/lib/db/values';
export { VIDEO_STATES };
export type VideoState = (typeof VIDEO_STATES)[number];

/** Whose video it is: a puppy's or a litter's page (public), or a diary update (private). */
export const VIDEO_TARGETS = ['dog', 'litter', 'diary'] as const;
export type VideoTarget = (typeof VIDEO_TARGETS)[number];
