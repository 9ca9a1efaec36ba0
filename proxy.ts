import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { LOCALE_COOKIE, routing } from './i18n/routing';
import { httpsRouting } from './lib/i18n/https-routing';
import { isAppLocale } from './lib/i18n/locale';
import { MISSING_HEADER } from './lib/not-found';
import { forgetLookups, pageAnswer, siteApi } from './lib/page-routing';
import { refusal, trustedRequestHeaders } from './lib/request-guard';
import { isAdminPath, isAssetPath, loginPath, publicPaths } from './lib/paths.mjs';
import { DEFAULT_AFTER_LOGIN } from './lib/redirect';
import { contentSecurityPolicy } from './lib/security-headers.mjs';
import { isHttps } from './lib/server/http/origin';
import { cookieName, SESSION_COOKIES } from './lib/session-cookies';

const intl = { http: createMiddleware(routing), https: createMiddleware(httpsRouting) };

/**
 * The page, in the visitor's locale (next-intl). A page rendered per request gets a fresh nonce
 * in its policy, which Next puts on every script it renders; a static page gets its hash-based
 * policy with the cached page (server/next-private.mjs). `status`: a screen that shows "database
 * unreachable" answers 503 (a page cannot set its status; a proxy's rewrite can). `locale`: the
 * signed-in account's, which wins over the visitor's locale cookie in the admin.
 */
function page(request: NextRequest, pathname: string, nonce: boolean, status = 200, locale = '') {
  const forwarded = new NextRequest(request, { headers: new Headers(request.headers) });
  if (isAppLocale(locale))
    forwarded.cookies.set(cookieName(LOCALE_COOKIE, isHttps(request)), locale);
  const bytes = String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)));
  const embed = !isAdminPath(pathname); // public pages may frame the footer's social embed
  const policy = nonce ? contentSecurityPolicy({ nonce: btoa(bytes), embed }) : undefined;
  if (policy) forwarded.headers.set('content-security-policy', policy);
  let response = intl[isHttps(request) ? 'https' : 'http'](forwarded);
  if (policy) response.headers.set('content-security-policy', policy);
  if (status !== 200) response = new NextResponse(null, { status, headers: response.headers });
  if (status !== 200) response.headers.set('retry-after', '5');
  return response;
}

/** Runs for every request, whatever serves the site: refusals, trusted headers, then pages. */
export default async function proxy(incoming: NextRequest) {
  const { pathname, search } = incoming.nextUrl;
  const refused = refusal(incoming.method, pathname, incoming.headers);
  if (refused) return refused;
  if (pathname.startsWith('/api/') && !['GET', 'HEAD'].includes(incoming.method)) forgetLookups();
  const trusted = trustedRequestHeaders(incoming.headers);
  if (isAssetPath(pathname))
    return NextResponse.next(trusted ? { request: { headers: trusted } } : {});
  const request = trusted ? new NextRequest(incoming, { headers: trusted }) : incoming;
  const token = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  const ask = siteApi(request.nextUrl.origin);
  const account = async () => {
    const { status, body } = await ask('/auth/user', token);
    return { status, locale: (body as { user?: { locale?: string } } | null)?.user?.locale };
  };
  // A convenience only: every admin page verifies the session itself on the server.
  if (isAdminPath(pathname)) {
    if (!token) return NextResponse.redirect(new URL(loginPath(pathname + search), request.url));
    const { status, locale } = await account();
    return page(request, pathname, true, status === 503 ? 503 : 200, locale);
  }
  // Someone signed in has nothing to do on the sign-in page; a revoked session is not sent on.
  if (pathname === publicPaths.login && token && (await account()).status === 200) {
    return NextResponse.redirect(new URL(DEFAULT_AFTER_LOGIN, request.url));
  }
  const answer = await pageAnswer(pathname, request.nextUrl.searchParams, ask);
  if (answer.redirect) return NextResponse.redirect(new URL(answer.redirect, request.url), 308);
  if (answer.probe && (await ask('/health')).status === 503) {
    return page(new NextRequest(new URL(answer.probe, request.url), request), pathname, true, 503);
  }
  const rewrite = answer.rewrite && new URL(answer.rewrite, request.url);
  const target = rewrite ? new NextRequest(rewrite, request) : request;
  if (answer.missing) target.headers.set(MISSING_HEADER, answer.missing);
  return page(target, pathname, answer.nonce);
}

export const config = {
  // All but the build's files: /api too, for the refusals and trusted headers (docs/serving.md).
  matcher: ['/((?!_next/static/).*)'],
};
