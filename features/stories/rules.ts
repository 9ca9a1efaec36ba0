/**
 * Owners' photos and stories: a placed buyer sends them from their private page, the
 * breeder decides. Plain constants: client code may import them.
 */

import { OWNER_STORY_STATUSES } from '@/lib/db/values';
export { OWNER_STORY_STATUSES };
export type OwnerStoryStatus = (typeof OWNER_STORY_STATUSES)[number];

/** The longest story, in characters (the form counts down to it). */
export const MAX_STORY_LENGTH = 1500;
/** Photos in one submission. */
export const MAX_OWNER_PHOTOS = 10;

export type { OwnerStoryDraft } from '@/lib/db/schema';

/** How long a refused send's text is kept for the page to show again. */
export const STORY_DRAFT_HOURS = 24;
