// @ts-check
// Limits and refusals of the proxy (lib/request-guard.ts), the route handlers and next.config.mjs.

/** The methods Next handles; any other (TRACE, …) makes it throw and answer 500. */
export const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The largest request body the site reads. Next holds a request's body in memory while the
 * proxy runs (and hands the handler only this much of a longer one); every API limit is below
 * it: 64 KB of JSON, a 4.5 MB photo upload (lib/server/images/multipart.ts), a buyer's 10 MB
 * document with its form fields (lib/server/documents).
 */
export const MAX_BODY_BYTES = 10.5 * 1024 * 1024;

/**
 * What the owner's story form without JavaScript may declare: more than the site reads, as a
 * phone's photos are. Its handler reads the text fields sent before the photos and sends the
 * owner back to their page with them and why it was refused; Next hands it MAX_BODY_BYTES at
 * most and discards the rest as it arrives. nginx in front sends a form declaring this much or
 * more back at once (deploy/nginx/kennel.conf.template, `$kennel_story_too_large`).
 */
export const STORY_FORM_DECLARED_BYTES = 200_000_000;

/** `/api` and below, however many slashes lead. */
const isApiPath = (/** @type {string} */ pathname) => /^\/+api(?:\/|$)/.test(pathname);

/** @param {string} text */
function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A percent-encoded letter, digit, `-`, `.`, `_` or `~` (RFC 3986's unreserved characters): the
 * same path as the plain one to Next's router, not to the rules that match the path as sent
 * (next.config.mjs's headers, the proxy's), so `/%6Dy/{token}` would be the private page
 * without its headers and `/%61dmin` an admin page the proxy does not see as one. No link of
 * the site's has one (encodeURIComponent never encodes them).
 */
const ENCODED_UNRESERVED = /%(?:2[de]|3\d|4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae])/i;

/**
 * What the site refuses whatever the path, before anything routes the request: a method Next
 * cannot serve, a Server Function call (the site has none), a write outside `/api`, an `/api` or
 * `/_next` path that does not decode, and any path with a percent-encoded character that needs
 * none (ENCODED_UNRESERVED). `[status, message, headers]`, the message an `apiErrors` key, or
 * null.
 * @param {string} method
 * @param {string} pathname  as requested, still encoded
 * @param {boolean} serverAction  the request carries a `Next-Action` header
 * @returns {[number, string, Record<string, string>] | null}
 */
export function refusalOf(method, pathname, serverAction) {
  if (!METHODS.has(method)) return [405, 'methodNotAllowed', { allow: [...METHODS].join(', ') }];
  if (serverAction) return [400, 'invalidBody', {}];
  if (!isApiPath(pathname) && method !== 'GET' && method !== 'HEAD') {
    return [405, 'methodNotAllowed', { allow: 'GET, HEAD' }];
  }
  if (/^\/+(?:api|_next)(?:\/|$)/.test(pathname) && !decodes(pathname)) {
    return [400, 'invalidBody', {}];
  }
  if (ENCODED_UNRESERVED.test(pathname)) return [400, 'invalidBody', {}];
  return null;
}
