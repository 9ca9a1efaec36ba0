import { z } from '@/lib/validation/zod';
import { MAX_ID } from './common';

/**
 * `?limit=&cursor=` of the public list APIs (`/api/dogs`, `/api/gallery`). Without either, a list
 * answers in full as before; with one, it answers one page and names the next in `Link` (rel
 * "next") and `X-Next-Cursor`. The cursor is opaque to clients: the sort key of the page's last
 * item, so later pages neither repeat nor skip items when earlier ones are added or removed.
 */
export const PAGE_LIMIT = { default: 24, max: 100 } as const;

/** A cursor's content: the last item's sort key (a time in µs, or a position) and its id. */
export interface Cursor {
  key: string;
  id: number;
}

export function encodeCursor({ key, id }: Cursor): string {
  return btoa(`${key}.${id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function base64urlText(text: string): string | null {
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
}

function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return null;
  const match = /^(-?\d{1,18})\.([1-9]\d{0,9})$/.exec(base64urlText(text) ?? '');
  if (!match || Number(match[2]) > MAX_ID) return null;
  return { key: match[1]!, id: Number(match[2]) };
}

export const pageQuery = z.strictObject({
  limit: z
    .string({ error: 'invalidLimit' })
    .regex(/^[1-9]\d{0,2}$/, { error: 'invalidLimit' })
    .transform(Number)
    .refine((n) => n <= PAGE_LIMIT.max, { error: 'invalidLimit' })
    .optional(),
  cursor: z
    .string({ error: 'invalidCursor' })
    .transform((text, ctx) => {
      const cursor = decodeCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'invalidCursor' });
      return cursor ?? z.NEVER;
    })
    .optional(),
});

/** What a paged list request asks for: undefined when it asks for the whole list. */
export interface PageRequest {
  limit: number;
  cursor?: Cursor;
}

/** One page of a list, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** The request's paging, or undefined when it gives neither `limit` nor `cursor`. */
export function pageRequest(query: z.output<typeof pageQuery>): PageRequest | undefined {
  if (query.limit === undefined && query.cursor === undefined) return undefined;
  return {
    limit: query.limit ?? PAGE_LIMIT.default,
    ...(query.cursor && { cursor: query.cursor }),
  };
}
