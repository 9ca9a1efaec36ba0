// @ts-check
// What every server entry does before Next reads a request: `npm start`'s own server calls
// `refuseEarly` and its page cache (server/start.mjs), and under plain `next start` the
// instrumentation hook puts the same in front of Next's handler (`guardEveryServer`). Plain
// JavaScript: the server entry loads it without a TypeScript loader.
import { subscribe } from 'node:diagnostics_channel';
import { createPageCache } from '../../../server/page-cache.mjs';
import { MAX_BODY_BYTES, METHODS, refusalOf } from '../../request-limits.mjs';
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
    if (!refusal && Number(req.headers['content-length']) > MAX_BODY_BYTES) {
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

const GUARDED = Symbol.for('kennel.earlyRefusal');
const shared = /** @type {{ [GUARDED]?: boolean }} */ (globalThis);

/**
 * Puts in front of the request handler of every node:http server in this process, whatever the
 * entry (`npm start`'s own server, or the one plain `next start` creates and listens on before
 * the app loads): `refuseEarly`, the build's Brotli files (`servePrecompressed`), then the public
 * pages' micro-cache and the pages in Brotli (server/page-cache.mjs; not on Vercel, whose network
 * caches and compresses). Node publishes each request on the `http.server.request.start`
 * diagnostics channel before the server emits it: at a server's first request its `request`
 * listeners are put behind the guard, with the emitter's own methods. It runs from the
 * instrumentation hook: `npm start` prepares Next before it listens, while plain `next start`
 * listens first and holds the requests of its first moments until the app is ready, which then
 * reach Next unguarded. Idempotent.
 */
export function guardEveryServer() {
  if (shared[GUARDED]) return;
  shared[GUARDED] = true;
  const pageCache = process.env.VERCEL ? null : createPageCache();
  /** @type {WeakSet<import('node:http').Server>} */
  const guarded = new WeakSet();
  subscribe('http.server.request.start', (message) => {
    const { server } = /** @type {{ server: import('node:http').Server }} */ (message);
    if (guarded.has(server)) return;
    guarded.add(server);
    const handlers = server.listeners('request');
    server.removeAllListeners('request');
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    const next = (req, res) => {
      for (const handler of handlers) Reflect.apply(handler, server, [req, res]);
    };
    server.on('request', (req, res) => {
      if (refuseEarly(req, res) || servePrecompressed(req, res)) return;
      if (pageCache) pageCache.handle(req, res, next);
      else next(req, res);
    });
  });
}
