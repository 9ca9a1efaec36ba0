import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { applications } from '@/lib/db/schema';
import {
  MAX_STORY_LENGTH,
  STORY_DRAFT_HOURS,
  type OwnerStoryDraft,
} from '@/features/stories/rules';
import type { ApiErrorItem } from '@/lib/validation/responses';
import { ApiError } from '@/lib/server/http/errors';
import { applicationByToken } from '@/lib/server/my-link';

/*
 * The owner's form without JavaScript: a refused send goes back to the private page
 * with why (beside each field) in the address, and what was typed kept on the application (a
 * story is private and may be long: never in an address), so nothing typed is lost.
 */

const MAX_SHOWN_ERRORS = 12;
/** More than the form could ever have sent is not kept (a story over the limit still is). */
const MAX_KEPT_STORY = 4 * MAX_STORY_LENGTH;

/** The query the private page reads a refusal from. */
export function storyRefusalQuery(error: unknown): string {
  const query = new URLSearchParams();
  const api = error instanceof ApiError ? error : null;
  query.set('storyError', api?.message ?? 'serverError');
  if (api?.errors?.length) {
    query.set('storyErrors', JSON.stringify(api.errors.slice(0, MAX_SHOWN_ERRORS)));
  }
  return query.toString();
}

/** Keeps what a refused send carried for the page to show again; nothing for an unknown link. */
export async function keepStoryDraft(
  token: string,
  fields: Record<string, string>,
  now = Date.now(),
): Promise<void> {
  const db = await getDb();
  const application = await applicationByToken(db, token);
  if (!application) return;
  const draft: OwnerStoryDraft = {
    name: (fields.name ?? '').slice(0, 100),
    story: (fields.story ?? '').replace(/\r\n?/g, '\n').slice(0, MAX_KEPT_STORY),
    consent: Boolean(fields.consent),
    savedAt: new Date(now).toISOString(),
  };
  await db
    .update(applications)
    .set({ storyDraft: draft })
    .where(eq(applications.id, application.id));
  // Short-lived: whatever other owners left past its time goes now.
  const cutoff = new Date(now - STORY_DRAFT_HOURS * 3600_000).toISOString();
  await db
    .update(applications)
    .set({ storyDraft: null })
    .where(
      and(
        isNotNull(applications.storyDraft),
        sql`(${applications.storyDraft}->>'savedAt') < ${cutoff}`,
      ),
    );
}

/** The kept draft while it is fresh. */
export function freshStoryDraft(
  draft: OwnerStoryDraft | null,
  now = Date.now(),
): OwnerStoryDraft | null {
  if (!draft) return null;
  const age = now - Date.parse(draft.savedAt);
  return age >= 0 && age <= STORY_DRAFT_HOURS * 3600_000 ? draft : null;
}

export interface StoryRefusal {
  message: string;
  /** By field (`name`, `story`, `consent`, `images`): the `apiErrors` keys, with a file's name. */
  errors: { field: string; msg: string; file?: string }[];
}

const FIELDS = new Set(['name', 'story', 'consent']);

/** What the page shows after a refused send; null when the address says nothing of one. */
export function readStoryRefusal(
  query: Record<string, string | string[] | undefined>,
): StoryRefusal | null {
  const one = (key: string) => (typeof query[key] === 'string' ? query[key] : null);
  const message = one('storyError');
  if (!message) return null;
  let items: ApiErrorItem[] = [];
  try {
    const parsed: unknown = JSON.parse(one('storyErrors') ?? '[]');
    if (Array.isArray(parsed)) items = parsed.slice(0, MAX_SHOWN_ERRORS);
  } catch {
    items = [];
  }
  const errors = items
    .filter((item) => item && typeof item.msg === 'string')
    .map((item) => {
      const path = typeof item.path === 'string' ? item.path : '';
      return FIELDS.has(path)
        ? { field: path, msg: item.msg }
        : { field: 'images', msg: item.msg, file: path.slice(0, 200) };
    });
  return { message, errors };
}
