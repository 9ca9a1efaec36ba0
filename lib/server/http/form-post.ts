import 'server-only';
import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { LOCALE_COOKIE, type AppLocale } from '@/i18n/routing';
import { resolveLocale } from '@/lib/i18n/locale';
import { cookieName } from '@/lib/session-cookies';
import { publicPaths } from '@/lib/paths.mjs';
import { kennelName } from '@/lib/site/kennel-name';
import { ownOrigin } from './origin';

/*
 * A public form may be posted only from this site's own pages: a page elsewhere must
 * not make a visitor's browser send our forms, with whatever text it likes. A browser tells where
 * a post comes from: `Sec-Fetch-Site` (every current browser), else `Origin`.
 */

/**
 * A buyer's form post answered without JavaScript: 303 back to their private page with what
 * happened in the query, at the page's `section` (e.g. `#contract`). Never cached, no referrer.
 */
export const backToMyPage = (token: string, query: string | URLSearchParams, section = '') =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${publicPaths.myPage(token)}?${query}${section}`,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });

/**
 * Whether a public POST comes from this site. A browser's form post must prove it (one of the two
 * headers says same-origin); a JSON client that is no browser sends neither and may call the API,
 * but a browser that says another site is refused either way.
 */
export function isFromOwnSite(request: NextRequest, { form }: { form: boolean }): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  // "null": a sandboxed frame, a data: page, or a referrer policy that hides it.
  if (origin) return origin.toLowerCase() === ownOrigin(request);
  return !form;
}

/** The visitor's language for a page outside the site's pages: the stored choice, else the browser's. */
function visitorLocale(request: NextRequest): AppLocale {
  const stored =
    request.cookies.get(cookieName(LOCALE_COOKIE, true))?.value ??
    request.cookies.get(LOCALE_COOKIE)?.value;
  const languages = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return resolveLocale({ stored, languages }).locale;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * 403 for a form posted from another site: a short page in the visitor's language (a person may
 * have been sent here by that site's button), pointing to our own form.
 */
export async function refusedFormPage(request: NextRequest): Promise<Response> {
  const locale = visitorLocale(request);
  const t = await getTranslations({ locale, namespace: 'FormRefused' });
  const title = escapeHtml(t('title'));
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${title} · ${escapeHtml(await kennelName())}</title></head>` +
    `<body><main><h1>${title}</h1><p>${escapeHtml(t('text'))}</p>` +
    `<p><a href="${publicPaths.contact}">${escapeHtml(t('action'))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Language, Cookie',
    },
  });
}
