import type { AppLocale } from '@/i18n/routing';
import {
  MAX_OWNER_PHOTOS,
  MAX_STORY_LENGTH,
  type OwnerStoryStatus,
} from '@/features/stories/rules';
import { z } from '@/lib/validation/zod';
import { MAX_ID } from '@/lib/validation/common';
import { recordVersion } from '@/lib/validation/version';

/*
 * Owners' photos and stories: what a placed buyer sends with their photos, the
 * breeder's decisions, and the shapes the API answers with. Shared by the forms and the handlers.
 */

const storyText = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(MAX_STORY_LENGTH, { error: 'storyTooLong' });

/** `POST /api/my/{token}/story` (multipart, beside the `images`): the story and the consent. */
export const ownerStorySendSchema = z.strictObject({
  /** The first name the story is signed with. */
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(40, { error: 'tooLong' }),
  story: storyText,
  consent: z.literal(true, { error: 'storyConsentRequired' }),
});
export type OwnerStorySend = z.output<typeof ownerStorySendSchema>;

const id = z
  .int({ error: 'invalidId' })
  .positive({ error: 'invalidId' })
  .max(MAX_ID, { error: 'invalidId' });

/**
 * `PATCH /api/admin/owner-stories/{id}`: approve the chosen photos (the others are turned down)
 * and the story, as sent or as edited (`text`); reject all; or edit an approved story's text.
 */
export const ownerStoryDecisionSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('approve'),
      photoIds: z.array(id).max(MAX_OWNER_PHOTOS, { error: 'tooManyItems' }),
      text: storyText.optional(),
      version: recordVersion.optional(),
    }),
    z.strictObject({ action: z.literal('reject'), version: recordVersion.optional() }),
    z.strictObject({
      action: z.literal('edit'),
      text: storyText,
      version: recordVersion.optional(),
    }),
  ],
  { error: 'invalidValue' },
);
export type OwnerStoryDecision = z.output<typeof ownerStoryDecisionSchema>;

/** A photo as the buyer or the breeder sees it: a short-lived link while it is private. */
export interface OwnerPhotoView {
  id: number;
  status: OwnerStoryStatus;
  width: number;
  height: number;
  /** A signed link (pending) or the public photo (approved); null once turned down. */
  url: string | null;
}

/** A submission as the moderation screen and the buyer's page show it. */
export interface OwnerStoryView {
  id: number;
  status: OwnerStoryStatus;
  firstName: string;
  country: string;
  locale: AppLocale;
  dog: { name: string; slug: string } | null;
  /** As sent. */
  text: string;
  /** The breeder's edit, when there is one. */
  editedText: string | null;
  createdAt: string;
  decidedAt: string | null;
  version: number;
  photos: OwnerPhotoView[];
}

/** The moderation queue (`GET /api/admin/owner-stories`). */
export interface ModerationQueue {
  pending: OwnerStoryView[];
  /** The latest approved stories, whose text may still be edited. */
  approved: OwnerStoryView[];
}

/** An approved story as `/reviews` and a dog's page show it (`GET /api/reviews`). */
export const publishedStoryResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  country: z.string(),
  locale: z.enum(['en', 'hu', 'de']),
  /** The dog; `slug` is '' when its page is not public. */
  dog: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** The breeder's edit when there is one (`edited`), else the owner's words as sent. */
  text: z.string(),
  edited: z.boolean(),
  publishedAt: z.string(),
  photos: z.array(
    z.object({ id: z.number().int(), url: z.string(), width: z.number(), height: z.number() }),
  ),
});
export type PublishedStory = z.infer<typeof publishedStoryResponse>;
