// @ts-check
// The guard in front of the request handler of every node:http server in this process, whatever
// the entry. Plain JavaScript: the server entry loads it without a TypeScript loader.
import { subscribe } from 'node:diagnostics_channel';
import { refuseEarly } from '../lib/server/http/early-refusal.mjs';
import { servePrecompressed } from '../lib/server/http/precompressed.mjs';
import { createPageCache } from './page-cache.mjs';

const GUARDED = Symbol.for('kennel.earlyRefusal');
const shared = /** @type {{ [GUARDED]?: boolean }} */ (globalThis);

/**
 * Puts in front of the request handler of every node:http server in this process, whatever the
 * entry (`npm start`'s own server, or the one plain `next start` creates and listens on before
 * the app loads): `refuseEarly` (lib/server/http/early-refusal.mjs), the build's Brotli files
 * (`servePrecompressed`), then the public pages' micro-cache and the pages in Brotli
 * (server/page-cache.mjs; not on Vercel, whose network caches and compresses). Node publishes
 * each request on the `http.server.request.start` diagnostics channel before the server emits
 * it: at a server's first request its `request` listeners are put behind the guard, with the
 * emitter's own methods. It runs from the instrumentation hook: `npm start` prepares Next before
 * it listens, while plain `next start` listens first and holds the requests of its first moments
 * until the app is ready, which then reach Next unguarded. Idempotent.
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
      // A throw from an emitter's listener would end the process: this request fails instead.
      try {
        if (refuseEarly(req, res) || servePrecompressed(req, res)) return;
        if (pageCache) pageCache.handle(req, res, next);
        else next(req, res);
      } catch (error) {
        console.error(`Failed to handle ${req.method} ${req.url}`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }
    });
  });
}
