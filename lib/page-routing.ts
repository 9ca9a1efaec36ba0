import { LIST_PAGE_SIZE, pageCount } from './list-pages';
import {
  dogSegment,
  isDogParam,
  isStaticPage,
  listPageRoute,
  litterSegment,
  newsSegment,
  PAGED_LISTS,
  publicPaths,
  PUBLIC_ROUTES,
  verifySegment,
  type PagedList,
} from './paths.mjs';
import { NEWS_SLUG_PATTERN } from './validation/patterns';
import { normalizeVerifyCode } from './verify-code';

/** How the proxy serves a public path. */
export interface PageAnswer {
  /** A permanent redirect to this address. */
  redirect?: string;
  /** The internal route (with its query) that renders the address. */
  rewrite?: string;
  /** Rendered per request, with a nonce in its policy; else a static page with hashes. */
  nonce: boolean;
  /** What was not found, for the 404 page (lib/not-found.ts). */
  missing?: string;
  /** The screen shown with 503 while the data does not answer (the page cannot tell it). */
  probe?: string;
}

/** The site's API on a path: its status (0 when it did not answer) and JSON body. */
export type Ask = (path: string, token?: string) => Promise<{ status: number; body: unknown }>;

/**
 * The site's own API (API_URL, else this server on loopback) for the proxy, which cannot share
 * the server's modules: Next loads the proxy's copy of each apart. `token`: a session's, for
 * `/auth/user`.
 */
export function siteApi(origin: string): Ask {
  const own = process.env.PORT ? `http://localhost:${process.env.PORT}` : origin;
  const base = process.env.API_URL?.replace(/\/+$/, '') || `${own}/api`;
  return async (path, token) => {
    const headers = {
      Accept: 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    };
    const response = await fetch(`${base}${path}`, { headers, cache: 'no-store' }).catch(
      () => null,
    );
    return { status: response?.status ?? 0, body: await response?.json().catch(() => null) };
  };
}

// Answers are kept a second, and forgotten at once when a write goes through this server
// (`forgetLookups`): a burst of requests shares one, and a change shows here at once.
const KEPT_MS = 1000;
const kept = new Map<string, { at: number; answer: ReturnType<Ask> }>();

/** Forgets every answer kept: the proxy calls it for each write to the API. */
export function forgetLookups(): void {
  kept.clear();
}

/** `ask`, with answers (200 or 404) kept for a second. */
function keptAsk(ask: Ask, now: number): Ask {
  return (path) => {
    const entry = kept.get(path);
    if (entry && now - entry.at <= KEPT_MS) return entry.answer;
    const answer = ask(path);
    kept.set(path, { at: now, answer });
    if (kept.size > 500) kept.delete(kept.keys().next().value!);
    void answer.then(({ status }) => {
      if (status !== 200 && status !== 404 && kept.get(path)?.answer === answer) kept.delete(path);
    });
    return answer;
  };
}

const [GALLERY, AVAILABLE, PLACED, NEWS] = PAGED_LISTS;
/** What each paged list shows, as the API lists it, and how many a page. */
const LISTS: Record<PagedList, [string, number]> = {
  [GALLERY]: ['/gallery', LIST_PAGE_SIZE.gallery],
  [AVAILABLE]: ['/dogs?status=available', LIST_PAGE_SIZE.dogs],
  [PLACED]: ['/dogs?status=placed', LIST_PAGE_SIZE.dogs],
  [NEWS]: ['/news', LIST_PAGE_SIZE.news],
};

const missing = (what: string): PageAnswer => ({
  rewrite: `/_missing/${what}`,
  nonce: true,
  missing: what,
});

/** `/{param}` of a collection: its page, a redirect to its slug, or not found. */
async function bySlug(ask: Ask, collection: string, param: string, path: (slug: string) => string) {
  const what = collection.slice(0, -1);
  if (!isDogParam(param)) return missing(what);
  const { status, body } = await ask(`/${collection}/${encodeURIComponent(param)}`);
  if (status === 404) return missing(what);
  const slug = (body as { slug?: unknown } | null)?.slug;
  if (status === 200 && typeof slug === 'string' && slug !== param)
    return { redirect: path(slug), nonce: false };
  return { nonce: false };
}

/**
 * How the proxy serves a public path. Whether a dog, litter, post, code or list page exists is
 * decided here, before anything renders: Next 16 draws a page's own `notFound()` in the browser
 * only (an empty body until hydration; vercel/next.js#62228, docs/serving.md). A lookup that does
 * not answer leaves the decision to the page.
 */
export async function pageAnswer(
  pathname: string,
  query: URLSearchParams,
  api: Ask,
  now = Date.now(),
): Promise<PageAnswer> {
  const ask = keptAsk(api, now);
  const list = listPageRoute(pathname, query.get('page'));
  if (list && 'redirect' in list) return { redirect: list.redirect, nonce: false };
  if (list && 'missing' in list) return missing('page');
  if (list) {
    const [source, size] = LISTS[list.list];
    const { status, body } = await ask(source);
    if (status === 200 && Array.isArray(body) && list.page > pageCount(body.length, size))
      return missing('page');
    // A paged list's later page is a static page of its own at `{list}/N` (lib/paths.mjs).
    return { rewrite: list.rewrite, nonce: false };
  }
  if (pathname === PUBLIC_ROUTES.signupUnavailable || pathname === PUBLIC_ROUTES.applyFilled)
    return missing('page');
  // The form with a litter chosen, or back after a refused post: rendered per request.
  if (pathname === publicPaths.apply && query.size > 0) {
    return { rewrite: `${PUBLIC_ROUTES.applyFilled}?${query}`, nonce: true };
  }
  // Whether sign-up is open cannot be told while the data is away: its outage screen says so.
  if (pathname === publicPaths.signup)
    return { nonce: false, probe: PUBLIC_ROUTES.signupUnavailable };
  const dog = dogSegment(pathname);
  if (dog !== null) return bySlug(ask, 'dogs', dog, publicPaths.dog);
  const litter = litterSegment(pathname);
  if (litter !== null) return bySlug(ask, 'litters', litter, publicPaths.litter);
  const post = newsSegment(pathname);
  if (post !== null) {
    if (post.length > 80 || !NEWS_SLUG_PATTERN.test(post)) return missing('news');
    return (await ask(`/news/${post}`)).status === 404 ? missing('news') : { nonce: false };
  }
  // A code typed in another form (lower case, a hyphen) goes to its one address.
  const code = verifySegment(pathname);
  if (code !== null) {
    const canonical = normalizeVerifyCode(code);
    if (canonical && canonical !== code)
      return { redirect: publicPaths.verify(canonical), nonce: false };
    if (!canonical || (await ask(`/verify/${canonical}`)).status === 404) return missing('verify');
    return { nonce: false };
  }
  return { nonce: !isStaticPage(pathname) };
}
