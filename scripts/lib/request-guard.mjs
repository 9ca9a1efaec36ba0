// @ts-check
// What the site's own HTTP server (scripts/start.mjs) settles before Next sees a request.

/** Request headers only a reverse proxy in front can vouch for. */
export const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * Sent only by Next's Pages Router, which this site does not use: with it, Next answers any
 * route, admin API mutations included, with a bare 200 `{}` without running it.
 */
export const INTERNAL_HEADERS = ['x-middleware-prefetch'];

/**
 * Drops the request headers a client has no business sending. Without `TRUST_PROXY=1` the
 * forwarding headers come from the client itself: without them Next fills `X-Forwarded-For` and
 * `-Host` from the socket and the `Host` header, so neither login throttling nor the CSRF check
 * (lib/server/http.ts) can be dodged with a made-up value. `X-Forwarded-Proto` stays: claiming
 * https only makes answers stricter.
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, string | undefined>} [env]
 */
export function dropUntrustedHeaders(req, env = process.env) {
  for (const name of INTERNAL_HEADERS) delete req.headers[name];
  if (env.TRUST_PROXY === '1') return;
  for (const name of PROXY_HEADERS) delete req.headers[name];
}

/** The methods Next handles; any other (TRACE, …) makes it throw and answer 500. */
export const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What a page, asset or file outside `/api` answers to. */
export const PAGE_METHODS = 'GET, HEAD';

/**
 * Answers, in the API's error shape, the requests this site has no use for before Next reads
 * them, and returns whether it answered:
 * - a method Next cannot serve (it would throw and answer 500);
 * - a Server Function call. The site has none (every change goes through `/api`), yet Next
 *   decodes a POST to any page as one: a `Next-Action` header, or a multipart or form body. That
 *   decoder (React's Flight reply parser) is where React's remote-code-execution advisories live
 *   (GHSA-fv66-9v8q-g76r, GHSA-xqc2-xf4c-x3h3), so no request ever reaches it: outside `/api` only
 *   GET and HEAD are answered, and a `Next-Action` header is refused everywhere;
 * - an API or asset path whose percent-encoding is broken (`/api/dogs/%ff`). Pages keep Next's
 *   own localized 404 for such paths.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnservable(req, res) {
  if (!METHODS.has(req.method ?? '')) {
    send(res, 405, 'methodNotAllowed', { allow: [...METHODS].join(', ') });
    return true;
  }
  const url = req.url ?? '/';
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (req.headers['next-action'] !== undefined) {
    send(res, 400, 'invalidBody');
    return true;
  }
  if (!/^\/+api(?:\/|$)/.test(path) && req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'methodNotAllowed', { allow: PAGE_METHODS });
    return true;
  }
  if (/^\/+(?:api|_next)(?:\/|$)/.test(path) && !decodes(path)) {
    send(res, 400, 'invalidBody');
    return true;
  }
  return false;
}

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
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message  an `apiErrors` key
 * @param {Record<string, string>} [headers]
 */
function send(res, status, message, headers = {}) {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}
