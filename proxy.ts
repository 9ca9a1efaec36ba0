import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { httpsRouting, LOCALE_COOKIE, routing } from './i18n/routing';
import { isAppLocale } from './lib/i18n/locale';
import { dataReachable, inProcessDatabaseProbe } from './lib/database-probe';
import { inProcessDogLookup, resolveDogRoute } from './lib/dog-route';
import { inProcessLitterLookup, resolveLitterRoute } from './lib/litter-route';
import { inProcessListSizes, LIST_CONTENT, listHasPage } from './lib/list-route';
import { inProcessNewsLookup, newsPostExists } from './lib/news-route';
import { inProcessVerifyLookup, verifyCodeExists } from './lib/verify-route';
import { refusal, trustedRequestHeaders } from './lib/request-guard';
import {
  dogSegment,
  isAdminPath,
  isAssetPath,
  isStaticPage,
  listPageRoute,
  litterSegment,
  loginPath,
  newsSegment,
  publicPaths,
  PUBLIC_ROUTES,
  type PagedList,
  verifySegment,
} from './lib/paths.mjs';
import { MISSING_HEADER, MISSING_VERIFY_CODE } from './lib/not-found';
import { normalizeVerifyCode } from './lib/puppy-rules';
import { DEFAULT_AFTER_LOGIN } from './lib/redirect';
import { contentSecurityPolicy } from './lib/security-headers.mjs';
import { isHttps } from './lib/server/http/origin';
import { inProcessAccountLocale, inProcessSessionCheck } from './lib/session-check';
import { cookieName, SESSION_COOKIES } from './lib/session-cookies';

const localeOverHttp = createMiddleware(routing);
const localeOverHttps = createMiddleware(httpsRouting);

/** next-intl's locale detection, with the locale cookie of the request's scheme. */
function handleLocale(request: NextRequest): NextResponse {
  return (isHttps(request) ? localeOverHttps : localeOverHttp)(request);
}

/** The public API this site reads: API_URL, or its own `/api` on the local server. */
function apiBase(request: NextRequest): string {
  const configured = process.env.API_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const origin = process.env.PORT ? `http://localhost:${process.env.PORT}` : request.nextUrl.origin;
  return `${origin}/api`;
}

/** A dog's or litter's slug from the API (`collection`: `dogs` or `litters`). */
async function fetchSlug(request: NextRequest, collection: string, id: string) {
  const response = await fetch(`${apiBase(request)}/${collection}/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (response.status === 404) return null;
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  const slug = (body as { slug?: unknown }).slug;
  return typeof slug === 'string' ? { slug } : undefined;
}

/** The database directly when this server owns the data, else the API over HTTP. */
function lookupDog(request: NextRequest, id: string) {
  const inProcess = process.env.API_URL ? undefined : inProcessDogLookup.get();
  return inProcess ? inProcess(id) : fetchSlug(request, 'dogs', id);
}

function lookupLitter(request: NextRequest, param: string) {
  const inProcess = process.env.API_URL ? undefined : inProcessLitterLookup.get();
  return inProcess ? inProcess(param) : fetchSlug(request, 'litters', param);
}

function lookupNews(request: NextRequest, slug: string) {
  const inProcess = process.env.API_URL ? undefined : inProcessNewsLookup.get();
  return inProcess ? inProcess(slug) : fetchSlug(request, 'news', slug);
}

/** How many items a paged list shows, from the API: the list's length. */
async function fetchListSize(request: NextRequest, list: PagedList): Promise<number | undefined> {
  const { source } = LIST_CONTENT[list];
  const path = source === 'gallery' || source === 'news' ? `/${source}` : `/dogs?status=${source}`;
  const response = await fetch(`${apiBase(request)}${path}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.length : undefined;
}

/** Whether `list` has page `page`: in process when this server owns the data, else the API. */
function listPageExists(request: NextRequest, list: PagedList, page: number) {
  const inProcess = process.env.API_URL ? undefined : inProcessListSizes.get();
  return listHasPage(list, page, inProcess ?? ((name) => fetchListSize(request, name)));
}

/** Whether the data the admin screens need answers now: in process, else the API's health. */
function probeData(request: NextRequest): Promise<boolean> {
  const probe = process.env.API_URL ? undefined : inProcessDatabaseProbe.get();
  if (probe) return dataReachable(probe);
  return dataReachable(async () => {
    const health = await fetch(`${apiBase(request)}/health`, { cache: 'no-store' });
    return health.status !== 503;
  });
}

/**
 * Whether the request carries a session that is valid now (signature, expiry, revocation), in
 * process or through the API; false when it has none, or while that cannot be told.
 */
async function signedIn(request: NextRequest): Promise<boolean> {
  const token = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  if (!token) return false;
  const check = process.env.API_URL ? undefined : inProcessSessionCheck.get();
  const valid = check
    ? check(token)
    : fetch(`${apiBase(request)}/auth/user`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        cache: 'no-store',
      }).then((response) => response.ok);
  return valid.catch(() => false);
}

/**
 * Inside the admin the signed-in admin's own language (SPEC §13) wins over the visitor's locale
 * cookie: the request reaches next-intl with that cookie, so the response keeps the visitor's.
 */
async function withAdminLocale(request: NextRequest): Promise<NextRequest> {
  const token = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  if (!token) return request;
  const lookup = process.env.API_URL ? undefined : inProcessAccountLocale.get();
  const locale = await (
    lookup
      ? lookup(token)
      : fetch(`${apiBase(request)}/auth/user`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          cache: 'no-store',
        }).then(async (response) =>
          response.ok
            ? ((await response.json()) as { user?: { locale?: string } }).user?.locale
            : null,
        )
  ).catch(() => null);
  if (!isAppLocale(locale)) return request;
  const name = cookieName(LOCALE_COOKIE, isHttps(request));
  const others = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .filter((pair) => pair && !pair.startsWith(`${name}=`));
  const headers = new Headers(request.headers);
  headers.set('cookie', [...others, `${name}=${locale}`].join('; '));
  return new NextRequest(request, { headers });
}

/**
 * A screen that shows "database unreachable" in place of its content answers 503 with it: a
 * page cannot set its status, the proxy's answer can (Next keeps the status of a proxy's rewrite
 * for the page it renders).
 */
function unavailable(response: NextResponse): NextResponse {
  const answer = new NextResponse(null, { status: 503, headers: response.headers });
  answer.headers.set('retry-after', '5');
  return answer;
}

/** The admin layout shows "database unreachable" itself while its data does not answer. */
async function withDataStatus(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  return (await probeData(request)) ? response : unavailable(response);
}

/** The request, for the page at `pathname` instead. */
function rewritten(request: NextRequest, pathname: string): NextRequest {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return new NextRequest(target, request);
}

/**
 * The not-found page at the request's address: a path no route matches, answered by
 * app/global-not-found.tsx in the visitor's locale.
 */
function notFoundPage(request: NextRequest, what: string): NextResponse {
  const target = rewritten(request, `/_missing/${what}`);
  // What was not found, for a page that says more than "not found" (an unknown code's).
  target.headers.set(MISSING_HEADER, what);
  return withNonce(target, request.nextUrl.pathname);
}

/**
 * A page rendered per request (admin, sign-up's outage screen, every 404): a fresh nonce in its policy,
 * which Next reads from the request's policy header and puts on every script it renders. Public
 * pages may frame the footer's social embed; the admin frames nothing. Static pages get their
 * policy with the cached page instead (server/next-private.mjs): one HTML for everyone cannot
 * carry a nonce.
 */
function withNonce(request: NextRequest, pathname: string): NextResponse {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = contentSecurityPolicy({ nonce, embed: !isAdminPath(pathname) });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = handleLocale(new NextRequest(request, { headers }));
  response.headers.set('content-security-policy', policy);
  return response;
}

/** Which page the request shows, and how its answer is secured. */
async function routePage(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // A convenience only: every admin page verifies the session itself on the server.
  if (isAdminPath(pathname) && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    return NextResponse.redirect(new URL(loginPath(pathname + search), request.url));
  }
  const id = dogSegment(pathname);
  if (id !== null) {
    const route = await resolveDogRoute(id, (dogId) => lookupDog(request, dogId));
    if (route.kind === 'redirect') {
      const target = request.nextUrl.clone();
      target.pathname = publicPaths.dog(route.slug);
      return NextResponse.redirect(target, 308);
    }
    if (route.kind === 'missing') return notFoundPage(request, 'dog');
    return handleLocale(request);
  }
  const litter = litterSegment(pathname);
  if (litter !== null) {
    const route = await resolveLitterRoute(litter, (param) => lookupLitter(request, param));
    if (route.kind === 'redirect') {
      const target = request.nextUrl.clone();
      target.pathname = publicPaths.litter(route.slug);
      return NextResponse.redirect(target, 308);
    }
    if (route.kind === 'missing') return notFoundPage(request, 'litter');
    return handleLocale(request);
  }
  const listPage = listPageRoute(pathname, request.nextUrl.searchParams.get('page'));
  if (listPage) {
    if ('missing' in listPage) return notFoundPage(request, 'page');
    // A paged list's later page is a static page of its own at `{list}/N`, under its canonical
    // address `{list}?page=N` (lib/paths.mjs).
    const target = request.nextUrl.clone();
    target.searchParams.delete('page');
    if ('redirect' in listPage) {
      const [path, query] = listPage.redirect.split('?');
      target.pathname = path!;
      if (query) for (const [k, v] of new URLSearchParams(query)) target.searchParams.set(k, v);
      return NextResponse.redirect(target, 308);
    }
    // Past the last page: not found, before anything renders (or is cached) for it.
    if ((await listPageExists(request, listPage.list, listPage.page)) === false) {
      return notFoundPage(request, 'page');
    }
    target.pathname = listPage.rewrite;
    return handleLocale(new NextRequest(target, request));
  }
  // A news post shows from its publish date on: before, and for no post, the 404.
  const post = newsSegment(pathname);
  if (post !== null) {
    const found = await newsPostExists(post, (slug) => lookupNews(request, slug));
    return found ? handleLocale(request) : notFoundPage(request, 'news');
  }
  // A verification page is static (cached until what it shows changes); a code typed in another
  // form (lower case, a hyphen) goes to its one address; one not ours is the 404 that says so.
  const code = verifySegment(pathname);
  if (code !== null) {
    const canonical = normalizeVerifyCode(code);
    if (canonical && canonical !== code) {
      const target = request.nextUrl.clone();
      target.pathname = publicPaths.verify(canonical);
      return NextResponse.redirect(target, 308);
    }
    const lookup = process.env.API_URL ? undefined : inProcessVerifyLookup.get();
    return (await verifyCodeExists(code, lookup))
      ? handleLocale(request)
      : notFoundPage(request, MISSING_VERIFY_CODE);
  }
  // Someone signed in has nothing to do on the sign-in page (SPEC §4). The session is verified,
  // not only present, so a revoked one is not sent back and forth between here and the admin.
  // While it cannot be checked, the form shows, and an attempt explains the outage.
  if (pathname === publicPaths.login && (await signedIn(request))) {
    return NextResponse.redirect(new URL(DEFAULT_AFTER_LOGIN, request.url));
  }
  if (pathname === publicPaths.signup && !(await probeData(request))) {
    // Whether sign-up is open cannot be told now: the translated outage screen, with 503.
    const screen = rewritten(request, PUBLIC_ROUTES.signupUnavailable);
    return unavailable(withNonce(screen, pathname));
  }
  if (pathname === PUBLIC_ROUTES.signupUnavailable) return notFoundPage(request, 'page');
  if (pathname === PUBLIC_ROUTES.applyFilled) return notFoundPage(request, 'page');
  // The form with a litter chosen, or back after a refused post: rendered per request.
  if (pathname === publicPaths.apply && search) {
    return withNonce(rewritten(request, PUBLIC_ROUTES.applyFilled), pathname);
  }
  if (isStaticPage(pathname)) return handleLocale(request);
  if (!isAdminPath(pathname)) return withNonce(request, pathname);
  return withDataStatus(request, withNonce(await withAdminLocale(request), pathname));
}

/**
 * Runs for every request, whatever serves the site: refuses what the site has no use for, drops
 * the headers a client may not set (lib/request-guard.ts), then routes pages.
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const refused = refusal(request.method, pathname, request.headers);
  if (refused) return refused;
  const trusted = trustedRequestHeaders(request.headers);
  if (isAssetPath(pathname)) {
    return trusted ? NextResponse.next({ request: { headers: trusted } }) : NextResponse.next();
  }
  return routePage(trusted ? new NextRequest(request, { headers: trusted }) : request);
}

export const config = {
  // Every request but the build's files, whose headers come from next.config.mjs: the API and
  // Next's other paths too, for the refusals above.
  matcher: ['/((?!_next/static/).*)'],
};
