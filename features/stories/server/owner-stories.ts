import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import {
  applications,
  dogs,
  galleryImages,
  ownerPhotos,
  ownerStories,
  type ApplicationRow,
  type OwnerPhotoRow,
  type OwnerStoryRow,
  type StoredVariant,
} from '@/lib/db/schema';
import { ownerStorySendSchema, type OwnerStoryView } from '@/features/stories/schema';
import { ApiError, forbidden, parseWith } from '@/lib/server/http/errors';
import { deleteImageFiles, shownVariants, uploadUrl } from '@/lib/server/images';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import { requireApplication } from '@/lib/server/my-link';
import { decodeOwnerPhotos, storePrivatePhotos } from '@/features/stories/server/owner-photos';
import { privateFileUrl } from '@/lib/server/private-links';
import { beginOwnerUpload } from '@/lib/server/throttle';

/*
 * Owners' photos and stories: a placed buyer sends them from their private
 * page (the link stays valid after go-home), the breeder decides (./owner-moderation.ts).
 */

/** The name a review is signed with, as the owner last typed it (the form suggests one). */
export function suggestedFirstName(row: Pick<ApplicationRow, 'name' | 'locale'>): string {
  const words = row.name.trim().split(/\s+/);
  // Hungarian names put the given name last (Kovács Anna).
  return (row.locale === 'hu' ? words.at(-1) : words[0]) ?? '';
}

/** The variant nearest `width` from above (else the largest): enough for a screen, no more. */
export function variantFor(variants: StoredVariant[], width: number): StoredVariant | undefined {
  const sorted = shownVariants(variants).sort((a, b) => a.width - b.width);
  return sorted.find((v) => v.width >= width) ?? sorted.at(-1);
}

/**
 * Stores what a placed buyer sent: at most 10 photos (all decoded, or none kept) and a story,
 * with their consent. Refused: an unknown or closed link (404), a buyer not placed (403
 * `storyNotPlaced`), more than MAX_OWNER_UPLOADS_PER_HOUR sends (429), a send while the previous
 * one waits for the breeder (409 `storyPending`), nothing to send (422 `storyEmpty`).
 */
export async function sendOwnerStory(
  token: string,
  readUpload: () => Promise<ParsedUpload>,
  now = Date.now(),
): Promise<OwnerStoryRow> {
  const db = await getDb();
  const application = await requireApplication(db, token);
  if (application.status !== 'placed') throw forbidden('storyNotPlaced');
  const attempt = await beginOwnerUpload(db, application.id, now);
  if (!attempt.allowed) {
    throw new ApiError(429, 'tooManyUploads', undefined, {
      'Retry-After': String(attempt.retryAfter),
    });
  }
  const upload = await readUpload();
  const fields = upload.fields ?? {};
  const body = parseWith(ownerStorySendSchema, {
    name: fields.name ?? '',
    // A form sends line breaks as CRLF (HTML's multipart encoding): stored as the text was typed.
    story: (fields.story ?? '').replace(/\r\n?/g, '\n'),
    consent: fields.consent === 'on' || fields.consent === 'true' ? true : undefined,
  });
  const [waiting] = await db
    .select({ id: ownerStories.id })
    .from(ownerStories)
    .where(and(eq(ownerStories.applicationId, application.id), eq(ownerStories.status, 'pending')));
  if (waiting) throw new ApiError(409, 'storyPending');
  if (!body.story && upload.files.length === 0 && upload.refused.length === 0) {
    throw new ApiError(422, 'storyEmpty', [{ msg: 'storyEmpty', path: 'story' }]);
  }
  const stored = await storePrivatePhotos(await decodeOwnerPhotos(upload));
  try {
    return await db.transaction(async (tx) => {
      const [story] = await tx
        .insert(ownerStories)
        .values({
          applicationId: application.id,
          dogId: application.dogId,
          firstName: body.name,
          country: application.country,
          locale: application.locale,
          text: body.story,
          consentAt: new Date(now),
          createdAt: new Date(now),
        })
        .returning();
      if (stored.length) {
        await tx
          .insert(ownerPhotos)
          .values(stored.map((photo, position) => ({ ...photo, position, storyId: story!.id })));
      }
      // Sent: what a refused send kept for the form is no longer needed.
      await tx
        .update(applications)
        .set({ storyDraft: null })
        .where(eq(applications.id, application.id));
      return story!;
    });
  } catch (error) {
    await deleteImageFiles(stored.flatMap((s) => s.variants));
    throw error;
  }
}

/** A photo for a screen: a fresh signed link while private, the public file once approved. */
function photoView(photo: OwnerPhotoRow, published: StoredVariant[] | null, width: number) {
  const own = variantFor(photo.variants, width);
  const shown = published ? variantFor(published, width) : undefined;
  return {
    id: photo.id,
    status: photo.status,
    width: photo.width,
    height: photo.height,
    url: shown ? uploadUrl(shown.key) : own ? privateFileUrl(own.key) : null,
  };
}

/** Submissions with their photos and dogs, as the buyer's page and the moderation screen show. */
export async function storyViews(
  db: Database,
  stories: OwnerStoryRow[],
  photoWidth: number,
): Promise<OwnerStoryView[]> {
  if (!stories.length) return [];
  const ids = stories.map((s) => s.id);
  const photos = await db
    .select({ photo: ownerPhotos, published: galleryImages.variants })
    .from(ownerPhotos)
    .leftJoin(galleryImages, eq(galleryImages.id, ownerPhotos.galleryImageId))
    .where(inArray(ownerPhotos.storyId, ids))
    .orderBy(asc(ownerPhotos.position), asc(ownerPhotos.id));
  const dogIds = [...new Set(stories.map((s) => s.dogId).filter((id) => id !== null))];
  const named = dogIds.length
    ? await db
        .select({ id: dogs.id, name: dogs.name, slug: dogs.slug })
        .from(dogs)
        .where(inArray(dogs.id, dogIds))
    : [];
  return stories.map((story) => {
    const dog = named.find((d) => d.id === story.dogId);
    return {
      id: story.id,
      status: story.status,
      firstName: story.firstName,
      country: story.country,
      locale: story.locale,
      dog: dog ? { name: dog.name, slug: dog.slug } : null,
      text: story.text,
      editedText: story.editedText,
      createdAt: story.createdAt.toISOString(),
      decidedAt: story.decidedAt?.toISOString() ?? null,
      version: story.version,
      photos: photos
        .filter(({ photo }) => photo.storyId === story.id)
        .map(({ photo, published }) => photoView(photo, published, photoWidth)),
    };
  });
}

/** What one application sent, newest first (the buyer's page). */
export async function storiesOfApplication(
  db: Database,
  applicationId: number,
): Promise<OwnerStoryView[]> {
  const rows = await db
    .select()
    .from(ownerStories)
    .where(eq(ownerStories.applicationId, applicationId))
    .orderBy(desc(ownerStories.createdAt), desc(ownerStories.id));
  return storyViews(db, rows, 320);
}
