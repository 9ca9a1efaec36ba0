// @ts-check
// What every server entry checks before Next reads a request: `npm start`'s own server calls
// `refuseEarly` (server/start.mjs), and under plain `next start` the instrumentation hook puts
// the same check in front of Next's (`guardEveryServer`). Plain JavaScript: the server entry
// loads it without a TypeScript loader.
import { subscribe } from 'node:diagnostics_channel';
import { answerInBrotli, wantsBrotli } from '../../../server/brotli-answers.mjs';
import { cacheKey } from '../../../server/page-cache.mjs';
import { MAX_BODY_BYTES, METHODS } from '../../request-limits.mjs';
import { baseSecurityHeaders, RESOURCE_POLICY } from '../../security-headers.mjs';
import { servePrecompressed } from './precompressed.mjs';

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
 * a method it cannot serve (under plain `next start` a bare 500) and a body declared larger than
 * the site ever reads (Next would take it all in for the proxy first, or wait for bytes that
 * never come). True when it answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseEarly(req, res) {
  const allow = [...METHODS].join(', ');
  /** @type {[number, string | null, Record<string, string>] | null} */
  let refusal = null;
  if (req.url === '*') {
    // No other method may name the server as a whole.
    refusal = req.method === 'OPTIONS' ? [204, null, { allow }] : [400, 'invalidBody', {}];
  } else if (!toOriginForm(req)) {
    refusal = [400, 'invalidBody', { connection: 'close' }];
  } else if (!METHODS.has(req.method ?? '')) {
    refusal = [405, 'methodNotAllowed', { allow }];
  } else if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    refusal = [413, 'payloadTooLarge', { connection: 'close' }];
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

const GUARDED = Symbol.for('kennel.earlyRefusal');
const SELF_GUARDED = Symbol.for('kennel.serverGuardsItself');
const shared = /** @type {{ [GUARDED]?: boolean, [SELF_GUARDED]?: boolean }} */ (globalThis);

/**
 * Said by `npm start`'s server, which runs these checks itself and whose page cache sends the
 * public pages in Brotli: `guardEveryServer` then leaves its requests alone.
 */
export function serverGuardsItself() {
  shared[SELF_GUARDED] = true;
}

/**
 * A public page in Brotli, not Next's gzip, under plain `next start` too (server/brotli-answers.mjs
 * says why: the large gallery's first HTML was 17.1 KB in gzip, over TCP's first window, and its
 * LCP on Lighthouse's phone up to 1.8 s; 11 KB in Brotli). The requests `npm start`'s page cache
 * would keep (a document GET, no session); not on Vercel, whose network compresses.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function pageInBrotli(req, res) {
  if (process.env.VERCEL) return;
  if (req.method === 'GET' && wantsBrotli(req) && cacheKey(req) !== null) answerInBrotli(req, res);
}

/**
 * Puts `refuseEarly`, the Brotli files of the build (`servePrecompressed`) and the public pages in
 * Brotli (`pageInBrotli`) in front of the request handler of every node:http server in this
 * process, so plain `next start` (whose server Next creates and listens on before the app loads)
 * answers what `npm start` answers. Node publishes each request on the `http.server.request.start`
 * diagnostics channel before the server emits it: at a server's first request its `request`
 * listeners (Next's handler) are put behind the guard, with the emitter's own methods. It runs
 * from the instrumentation hook, which Next awaits before it handles the first request.
 * Idempotent.
 */
export function guardEveryServer() {
  if (shared[GUARDED]) return;
  shared[GUARDED] = true;
  /** @type {WeakSet<import('node:http').Server>} */
  const guarded = new WeakSet();
  subscribe('http.server.request.start', (message) => {
    const { server } = /** @type {{ server: import('node:http').Server }} */ (message);
    if (shared[SELF_GUARDED] || guarded.has(server)) return;
    guarded.add(server);
    const handlers = server.listeners('request');
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      if (refuseEarly(req, res) || servePrecompressed(req, res)) return;
      pageInBrotli(req, res);
      for (const handler of handlers) Reflect.apply(handler, server, [req, res]);
    });
  });
}
