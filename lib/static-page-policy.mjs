// @ts-check
// The Content-Security-Policy of a static public page. One HTML goes to every visitor, so it
// cannot carry a nonce: its policy lists the SHA-256 hashes of exactly the inline scripts the
// page holds (Next's bootstrap and flight data), and no other inline script can run. Worked out
// once, when a rendered page enters Next's cache (server/cache-handler.mjs), and kept in the
// entry's headers: Next sends them with the page on the render that stored it and on every hit,
// whatever serves it (`npm start`, `next start`, several instances sharing one cache). The
// same entry headers carry the page's language `Vary`.
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from './security-headers.mjs';

/** An inline classic or module script: a `<script>` without `src` and of a JavaScript type. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The CSP hash sources of the inline scripts of an HTML document, each once, in page order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (type && !JS_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of a static page with this HTML: its inline scripts by hash, the social embed
 * allowed (shown after cookie consent).
 * @param {string} html
 */
function staticPagePolicy(html) {
  return contentSecurityPolicy({ scripts: inlineScriptHashes(html), embed: true });
}

/**
 * The same address serves three languages, chosen by the `NEXT_LOCALE` cookie or else by
 * `Accept-Language`: a shared cache (a CDN) must key on both, or it would hand one visitor's
 * language to another. Next sends its own `Vary` (router headers, encoding); this one is added.
 */
const LANGUAGE_VARY = 'Cookie, Accept-Language';

/**
 * Gives a rendered page about to enter Next's cache (an `APP_PAGE` entry with its HTML) the
 * policy of that HTML and the `Vary` of its language, in place: Next sends the entry's headers
 * with the page. Any other entry (cached data, route handlers) is left as it is.
 * @param {unknown} value  what Next hands a cache handler's `set`
 */
export function withStaticPageHeaders(value) {
  if (!value || typeof value !== 'object') return value;
  const entry =
    /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> }} */ (value);
  if (entry.kind !== 'APP_PAGE' || typeof entry.html !== 'string' || entry.html === '') {
    return value;
  }
  entry.headers ??= {};
  entry.headers['content-security-policy'] = staticPagePolicy(entry.html);
  entry.headers.vary = LANGUAGE_VARY;
  return value;
}
