import 'server-only';
import { MAX_STORY_LENGTH } from '@/lib/owner-stories';
import type { ApiErrorItem } from '@/lib/validation/responses';
import { ApiError } from './http/errors';

/*
 * The owner's form without JavaScript (issue 33): a refused send goes back to the private page
 * with why (beside each field) and what was typed, in the address, so nothing typed is lost.
 */

const MAX_SHOWN_ERRORS = 12;

/** The query the private page reads a refusal from. */
export function storyRefusalQuery(error: unknown, fields: Record<string, string>): string {
  const query = new URLSearchParams();
  const api = error instanceof ApiError ? error : null;
  query.set('storyError', api?.message ?? 'serverError');
  if (api?.errors?.length) {
    query.set('storyErrors', JSON.stringify(api.errors.slice(0, MAX_SHOWN_ERRORS)));
  }
  if (fields.name) query.set('storyName', fields.name.slice(0, 100));
  if (fields.story) query.set('storyText', fields.story.slice(0, MAX_STORY_LENGTH + 100));
  if (fields.consent) query.set('storyConsent', '1');
  return query.toString();
}

export interface StoryRefusal {
  message: string;
  /** By field (`name`, `story`, `consent`, `images`): the `apiErrors` keys, with a file's name. */
  errors: { field: string; msg: string; file?: string }[];
  name: string | null;
  story: string | null;
  consent: boolean;
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
  return {
    message,
    errors,
    name: one('storyName'),
    story: one('storyText'),
    consent: one('storyConsent') === '1',
  };
}
