import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { inProcessDogLookup, resolveDogRoute } from './lib/dog-route';
import { dogSegment } from './lib/routes';
import { contentSecurityPolicy, NONCE_PAGE } from './lib/security-headers.mjs';
import { loginPath, SESSION_COOKIES } from './lib/session';

const handleLocale = createMiddleware(routing);

/** The public API this site reads: API_URL, or its own `/api` on the local server. */
function apiBase(request: NextRequest): string {
  const configured = process.env.API_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const origin = process.env.PORT ? `http://localhost:${process.env.PORT}` : request.nextUrl.origin;
  return `${origin}/api`;
}

async function fetchDog(request: NextRequest, id: string) {
  const response = await fetch(`${apiBase(request)}/dogs/${encodeURIComponent(id)}`, {
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
  const inProcess = process.env.API_URL ? undefined : inProcessDogLookup();
  return inProcess ? inProcess(id) : fetchDog(request, id);
}

/** `/admin` and everything under it. */
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/**
 * A page rendered per request (admin, sign-in, sign-up): a fresh nonce in its policy, which Next
 * reads from the request's policy header and puts on every script it renders. Sign-in and sign-up
 * have the public footer, whose social embed they may frame; the admin frames nothing.
 */
function withNonce(request: NextRequest): NextResponse {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const embed = !isAdminPath(request.nextUrl.pathname);
  const policy = contentSecurityPolicy({ nonce, embed });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = handleLocale(new NextRequest(request, { headers }));
  response.headers.set('content-security-policy', policy);
  return response;
}

export default async function proxy(request: NextRequest) {
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
      target.pathname = `/${route.slug}`;
      return NextResponse.redirect(target, 308);
    }
    if (route.kind === 'missing') {
      // A path no route matches: answered by app/global-not-found.tsx, in the visitor's locale.
      const missing = request.nextUrl.clone();
      missing.pathname = '/_missing/dog';
      return handleLocale(new NextRequest(missing, request));
    }
  }
  return NONCE_PAGE.test(pathname) ? withNonce(request) : handleLocale(request);
}

export const config = {
  // Everything but the API, Next's own assets and the files served from public/.
  matcher: [
    // Every root file listed here must exist in public/ or as an app/ metadata route: an excluded
    // path that does not exist would be routed as a locale.
    '/((?!api/|_next/|img/|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
