import 'server-only';
import type { NextRequest } from 'next/server';
import type { Page } from '@/lib/validation/paging';
import { json } from './route';

/**
 * A page of a list as the API answers it: the items as a plain array (the shape of the whole
 * list), the next page's address in `Link: <…>; rel="next"` and its cursor in `X-Next-Cursor`
 * (neither on the last page).
 */
export function pageAnswer<T>(request: NextRequest, page: Page<T>, limit: number): Response {
  const headers = new Headers();
  if (page.next) {
    const next = new URLSearchParams(request.nextUrl.searchParams);
    next.set('limit', String(limit));
    next.set('cursor', page.next);
    headers.set('Link', `<${request.nextUrl.pathname}?${next.toString()}>; rel="next"`);
    headers.set('X-Next-Cursor', page.next);
  }
  return json(page.items, { headers });
}
