import 'server-only';
import { count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  dogs,
  galleryImages,
  ownerPhotos,
  ownerStories,
  type OwnerStoryRow,
  type StoredVariant,
} from '@/lib/db/schema';
import { MAX_GALLERY_PHOTOS } from '@/lib/validation/upload';
import type {
  ModerationQueue,
  OwnerStoryDecision,
  OwnerStoryView,
} from '@/features/stories/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { deleteImageFiles } from '@/lib/server/images';
import { currentMark } from '@/lib/server/images/mark';
import { publishVariants } from './owner-photos';
import { storyViews } from '@/features/stories/server/owner-stories';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';

/*
 * The breeder's moderation of owners' photos and stories: approve the chosen photos
 * (they become gallery photos with the dog's name; the rest are deleted), reject everything, or
 * edit a story's text (kept beside the owner's own and marked as edited on the public pages).
 */

/** The screen's width for a photo to judge: two a row on a phone. */
const MODERATION_PHOTO_WIDTH = 480;
/** Decided stories shown under the waiting ones, for later edits. */
const RECENT_DECIDED = 20;

export async function moderationQueue(): Promise<ModerationQueue> {
  const db = await getDb();
  const [pending, approved] = await Promise.all([
    db
      .select()
      .from(ownerStories)
      .where(eq(ownerStories.status, 'pending'))
      .orderBy(ownerStories.createdAt, ownerStories.id),
    db
      .select()
      .from(ownerStories)
      .where(eq(ownerStories.status, 'approved'))
      .orderBy(desc(ownerStories.decidedAt), desc(ownerStories.id))
      .limit(RECENT_DECIDED),
  ]);
  return {
    pending: await storyViews(db, pending, MODERATION_PHOTO_WIDTH),
    approved: await storyViews(db, approved, MODERATION_PHOTO_WIDTH),
  };
}

async function currentView(id: number): Promise<OwnerStoryView | null> {
  const db = await getDb();
  const rows = await db.select().from(ownerStories).where(eq(ownerStories.id, id));
  const [view] = await storyViews(db, rows, MODERATION_PHOTO_WIDTH);
  return view ?? null;
}

/** The breeder's text when it differs from the owner's; null: published as sent. */
const editOf = (story: OwnerStoryRow, text: string | undefined) =>
  text === undefined || text === story.text ? null : text;

/**
 * Applies one decision. With `version` it is refused (409 `editConflict`, with the submission as
 * it is now) once another decision or edit came first; without one (a script), approving or
 * rejecting what is no longer pending is 409 `storyDecided`, and editing what is not approved
 * 409 `storyNotApproved`.
 */
export async function decideOwnerStory(
  id: number,
  decision: OwnerStoryDecision,
  now = Date.now(),
): Promise<OwnerStoryView> {
  const db = await getDb();
  /** Public copies made for this decision: deleted again if it is not saved. */
  const made: StoredVariant[] = [];
  /** Private files the decision leaves unreferenced: deleted once it is saved. */
  const released: StoredVariant[] = [];
  let dogSlug: string | null = null;
  // Read before the transaction: the kennel's name outside it would wait for it (embedded DB).
  const mark = decision.action === 'approve' ? await currentMark() : undefined;
  try {
    await db.transaction(async (tx) => {
      const [story] = await tx
        .select()
        .from(ownerStories)
        .where(eq(ownerStories.id, id))
        .for('update');
      if (!story) throw notFound('storyNotFound');
      if (decision.version !== undefined && decision.version !== story.version) {
        throw new StaleVersion();
      }
      const at = new Date(now);
      const next = { version: story.version + 1 };
      if (decision.action === 'edit') {
        if (story.status !== 'approved') throw new ApiError(409, 'storyNotApproved');
        const edited = editOf(story, decision.text);
        await tx
          .update(ownerStories)
          .set({ ...next, editedText: edited, editedAt: edited === null ? null : at })
          .where(eq(ownerStories.id, id));
      } else {
        if (story.status !== 'pending') throw new ApiError(409, 'storyDecided');
        const photos = await tx.select().from(ownerPhotos).where(eq(ownerPhotos.storyId, id));
        const chosen = decision.action === 'approve' ? new Set(decision.photoIds) : new Set();
        if ([...chosen].some((photoId) => !photos.some((p) => p.id === photoId))) {
          throw new ApiError(422, 'invalidIds', [{ msg: 'invalidIds', path: 'photoIds' }]);
        }
        if (chosen.size) {
          await tx.execute(sql`LOCK TABLE ${galleryImages} IN SHARE ROW EXCLUSIVE MODE`);
          const [{ n = 0, last = -1 } = {}] = await tx
            .select({ n: count(), last: max(galleryImages.position) })
            .from(galleryImages);
          if (n + chosen.size > MAX_GALLERY_PHOTOS) throw new ApiError(409, 'galleryPhotoLimit');
          let position = (last ?? -1) + 1;
          for (const photo of photos.filter((p) => chosen.has(p.id))) {
            const copy = await publishVariants(photo.variants, mark);
            made.push(...copy.variants);
            const [image] = await tx
              .insert(galleryImages)
              .values({
                key: copy.key,
                variants: copy.variants,
                watermark: copy.watermark,
                width: photo.width,
                height: photo.height,
                placeholder: photo.placeholder,
                position: position++,
                dogId: story.dogId,
              })
              .returning({ id: galleryImages.id });
            await tx
              .update(ownerPhotos)
              .set({ status: 'approved', variants: [], galleryImageId: image!.id })
              .where(eq(ownerPhotos.id, photo.id));
          }
        }
        const refused = photos.filter((p) => !chosen.has(p.id));
        if (refused.length) {
          await tx
            .update(ownerPhotos)
            .set({ status: 'rejected', variants: [] })
            .where(
              inArray(
                ownerPhotos.id,
                refused.map((p) => p.id),
              ),
            );
        }
        released.push(...photos.flatMap((p) => p.variants));
        const approve = decision.action === 'approve';
        const edited = approve ? editOf(story, decision.text) : null;
        await tx
          .update(ownerStories)
          .set({
            ...next,
            status: approve ? 'approved' : 'rejected',
            decidedAt: at,
            editedText: edited,
            editedAt: edited === null ? null : at,
          })
          .where(eq(ownerStories.id, id));
      }
      if (story.dogId !== null) {
        const [dog] = await tx
          .select({ slug: dogs.slug })
          .from(dogs)
          .where(eq(dogs.id, story.dogId));
        dogSlug = dog?.slug ?? null;
      }
    });
  } catch (error) {
    await deleteImageFiles(made);
    if (error instanceof StaleVersion) throw new EditConflict(await currentView(id));
    throw error;
  }
  await deleteImageFiles(released);
  if (decision.action !== 'reject') {
    announceChange({ gallery: made.length > 0, reviews: true, dog: dogSlug ? [dogSlug] : [] });
  }
  return (await currentView(id))!;
}
