import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs, galleryImages, ownerPhotos, ownerStories } from '@/lib/db/schema';
import type { PublishedStory } from '@/features/stories/schema';
import { uploadUrl } from '@/lib/server/images';
import { variantFor } from './owner-stories';
import { TAGS } from '@/lib/server/revalidate';

/*
 * Owners' approved stories as the public sees them: `/reviews`, newest first, and a
 * dog's "where is it now". The text shown is the breeder's edit when there is one, marked so.
 */

/** The width photos are shown at beside a story: a third of a phone's screen, twice as sharp. */
const STORY_PHOTO_WIDTH = 320;

/** Every approved story, newest first, with its dog and the photos still in the gallery. */
async function published(): Promise<PublishedStory[]> {
  const db = await getDb();
  const rows = await db
    .select({
      story: ownerStories,
      dog: { name: dogs.name, slug: dogs.slug, enabled: dogs.enabled },
    })
    .from(ownerStories)
    .leftJoin(dogs, eq(dogs.id, ownerStories.dogId))
    .where(eq(ownerStories.status, 'approved'))
    .orderBy(desc(ownerStories.decidedAt), desc(ownerStories.id));
  const ids = rows.map((r) => r.story.id);
  const photos = ids.length
    ? await db
        .select({
          storyId: ownerPhotos.storyId,
          id: galleryImages.id,
          width: galleryImages.width,
          height: galleryImages.height,
          variants: galleryImages.variants,
        })
        .from(ownerPhotos)
        .innerJoin(galleryImages, eq(galleryImages.id, ownerPhotos.galleryImageId))
        .where(and(inArray(ownerPhotos.storyId, ids), isNotNull(ownerPhotos.galleryImageId)))
        .orderBy(asc(ownerPhotos.position))
    : [];
  return rows.map(({ story, dog }) => ({
    id: story.id,
    firstName: story.firstName,
    country: story.country,
    locale: story.locale,
    // A dog taken off the site keeps its name on the review, without a link to a missing page.
    dog: dog?.name ? { name: dog.name, slug: dog.enabled ? dog.slug : '' } : null,
    text: story.editedText ?? story.text,
    edited: story.editedText !== null,
    publishedAt: (story.decidedAt ?? story.createdAt).toISOString(),
    photos: photos
      .filter((p) => p.storyId === story.id)
      .map((p) => ({
        id: p.id,
        width: p.width,
        height: p.height,
        url: uploadUrl(variantFor(p.variants, STORY_PHOTO_WIDTH)?.key ?? ''),
      })),
  }));
}

/** Every approved story, newest first (`/reviews`, `GET /api/reviews`). */
export function listReviews(): Promise<PublishedStory[]> {
  return published();
}

/** The same through the data cache: every approval and edit, and a dog's or photo's change, expire it. */
export function cachedReviews(): Promise<PublishedStory[]> {
  return unstable_cache(listReviews, ['reviews'], {
    tags: [TAGS.reviews, TAGS.dogs, TAGS.gallery],
  })();
}
