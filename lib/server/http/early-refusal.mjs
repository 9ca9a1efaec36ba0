// @ts-check
// What is refused before Next reads a request, whatever the entry: the guard in front of the
// server calls `refuseEarly` first (server/front.mjs). Plain JavaScript: the server entry loads
// it without a TypeScript loader.
import {
  MAX_BODY_BYTES,
  METHODS,
  refusalOf,
  STORY_FORM_DECLARED_BYTES,
  storyFormToken,
} from '../../request-limits.mjs';
import { baseSecurityHeaders, RESOURCE_POLICY } from '../../security-headers.mjs';

/**
 * A request line in absolute form (`GET http://evil.example/contact HTTP/1.1`, RFC 9112 §3.2.2:
 * meant for proxies, yet every server must accept it) is served as the path it names, on this
 * site: Next's repeated-slash redirect runs before the proxy and would send the client to the
 * host in the request line. False for a target that is no URL at all.
 * @param {import('node:http').IncomingMessage} req
 */
export function toOriginForm(req) {
  if (!req.url || req.url.startsWith('/') || !/^https?:\/\//i.test(req.url)) return true;
  try {
    const { pathname, search } = new URL(req.url);
    req.url = `${pathname}${search}`;
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers, before Next reads anything, what Next would answer worse: the asterisk target
 * (`OPTIONS * HTTP/1.1` asks about the server as a whole, RFC 9110 §9.3.7; Next cannot parse it
 * and answers 500 with a stack trace in the log), an absolute-form target that is no valid URL,
 * what the proxy refuses on every path (`refusalOf`: a method Next cannot serve, under plain
 * `next start` a bare 500; a write to a page or a build file, which the proxy does not see) and a
 * body declared larger than the site ever reads (Next would take it all in for the proxy first,
 * or wait for bytes that never come). True when it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseEarly(req, res) {
  /** @type {[number, string | null, Record<string, string>] | null} */
  let refusal = null;
  if (req.url === '*') {
    // No other method may name the server as a whole.
    const allow = [...METHODS].join(', ');
    refusal = req.method === 'OPTIONS' ? [204, null, { allow }] : [400, 'invalidBody', {}];
  } else if (!toOriginForm(req)) {
    refusal = [400, 'invalidBody', { connection: 'close' }];
  } else {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    refusal = refusalOf(req.method ?? '', pathname, 'next-action' in req.headers);
    const declared = Number(req.headers['content-length']);
    const story = storyFormToken(req.method ?? '', pathname, req.headers.accept);
    if (!refusal && story !== null && declared > STORY_FORM_DECLARED_BYTES) {
      // Too much to read even for its text: back to the owner's page, which says why.
      const location = `/my/${story}?storyError=photosTooLargeNoScript#owner-story`;
      refusal = [303, null, { location, connection: 'close' }];
    } else if (!refusal && story === null && declared > MAX_BODY_BYTES) {
      refusal = [413, 'payloadTooLarge', { connection: 'close' }];
    }
  }
  if (!refusal) return false;
  const [status, message, headers] = refusal;
  // The security headers every answer of the site carries (next.config.mjs), as Next never sees
  // these requests: nothing may run or frame the answer, and HTTPS is kept once seen.
  const answer = {
    ...baseSecurityHeaders(overHttps(req)),
    ...headers,
    'cache-control': 'no-store',
    'content-security-policy': RESOURCE_POLICY,
  };
  if (message === null) {
    res.writeHead(status, answer).end();
    return true;
  }
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...answer,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
  return true;
}

/**
 * Whether the visitor reached the site over https: a TLS socket, or `X-Forwarded-Proto: https`
 * (honoured from anyone, as it only makes the answer stricter; lib/server/http/origin.ts).
 * @param {import('node:http').IncomingMessage} req
 */
function overHttps(req) {
  if (/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}
