import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs } from '@/lib/db/schema';
import type { OwnerStoryDraft } from '@/features/stories/rules';
import type { OwnerStoryView } from '@/features/stories/schema';
import { applicationByToken } from '@/lib/server/my-link';
import { storiesOfApplication, suggestedFirstName } from '@/features/stories/server/owner-stories';
import { freshStoryDraft } from '@/features/stories/server/owner-story-form';

/** The private page's "photos and story" section: only a placed buyer sees it. */
export interface MyOwnerView {
  /** False while one submission waits for the breeder. */
  canSend: boolean;
  /** The first name the form suggests signing with. */
  suggestedName: string;
  country: string;
  dogName: string | null;
  stories: OwnerStoryView[];
  /** What a refused send without JavaScript carried, for the form to show again. */
  draft: OwnerStoryDraft | null;
}

export async function myOwnerStories(token: string): Promise<MyOwnerView | null> {
  const db = await getDb();
  const application = await applicationByToken(db, token);
  if (!application || application.status !== 'placed') return null;
  const [stories, [dog]] = await Promise.all([
    storiesOfApplication(db, application.id),
    application.dogId === null
      ? []
      : db.select({ name: dogs.name }).from(dogs).where(eq(dogs.id, application.dogId)),
  ]);
  return {
    canSend: !stories.some((story) => story.status === 'pending'),
    suggestedName: suggestedFirstName(application),
    country: application.country,
    dogName: dog?.name ?? null,
    stories,
    draft: freshStoryDraft(application.storyDraft),
  };
}
