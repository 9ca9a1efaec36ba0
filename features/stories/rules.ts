/**
 * Owners' photos and stories: a placed buyer sends them from their private page, the
 * breeder decides. Plain constants: client code may import them.
 */

/** A submission, and each of its photos: waiting for the breeder, published, or turned down. */
export const OWNER_STORY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerStoryStatus = (typeof OWNER_STORY_STATUSES)[number];

/** The longest story, in characters (the form counts down to it). */
export const MAX_STORY_LENGTH = 1500;
/** Photos in one submission. */
export const MAX_OWNER_PHOTOS = 10;
/** Sends an hour from one private link, refused ones too (each may carry ten photos to decode). */
export const MAX_OWNER_UPLOADS_PER_HOUR = 5;

/** What an owner typed into the story form, kept after a refused send without JavaScript. */
export interface OwnerStoryDraft {
  name: string;
  story: string;
  consent: boolean;
  /** ISO time: a draft older than STORY_DRAFT_HOURS is not shown again. */
  savedAt: string;
}

/** How long a refused send's text is kept for the page to show again. */
export const STORY_DRAFT_HOURS = 24;
