#!/usr/bin/env node
// @ts-check
// `npm start`: serves the production build on PORT (default 3000), building it first when no
// build exists (or when FORCE_BUILD=1). DATA_DIR (default ./data) is created when missing.
//
// Next runs inside this process behind a small node:http server, so that public pages Next
// serves as static HTML are answered from a one-second micro-cache (scripts/lib/page-cache.mjs)
// without passing through Next's request pipeline each time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPageCache } from './lib/page-cache.mjs';
import { dropUntrustedHeaders, refuseUnservable } from './lib/request-guard.mjs';
import { secureResponse } from './lib/secure-response.mjs';
import { slowClientLimits } from './lib/slow-clients.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
/** How long in-flight requests may take to finish after SIGTERM or SIGINT. */
const DRAIN_MS = 10_000;

process.chdir(root);
// Next's types mark NODE_ENV read-only; here is where it is decided.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || 'data');
// The proxy and the pages build their own address from it.
process.env.PORT = String(port);
mkdirSync(process.env.DATA_DIR, { recursive: true });

if (process.env.FORCE_BUILD === '1' || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('> No production build yet: building it once (next build)…');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Loaded after NODE_ENV is set: Next picks its production code paths when it is first imported.
const { default: next } = await import('next');
// `localhost`, not 127.0.0.1: Next builds the proxy's rewrite URLs from this host name.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const pageCache = createPageCache();

let stopping = false;
/**
 * Answers not yet finished: when stopping, each says it closes its connection.
 * @type {Set<import('node:http').ServerResponse>}
 */
const unfinished = new Set();
const server = createServer(slowClientLimits(), async (req, res) => {
  if (stopping) res.setHeader('connection', 'close');
  unfinished.add(res);
  res.once('close', () => unfinished.delete(res));
  dropUntrustedHeaders(req);
  secureResponse(req, res);
  if (refuseUnservable(req, res)) return;
  try {
    await pageCache.handle(req, res, handle);
  } catch (error) {
    console.error(`Failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
});
server.on('error', (error) => {
  console.error('Failed to start the server:', error);
  process.exit(1);
});
// No host: every interface, as `next start` does.
server.listen(port, () => console.log(`> Ready on http://localhost:${port}`));

/** Stops accepting connections, lets the requests under way finish, then exits. */
function shutdown(/** @type {NodeJS.Signals} */ signal) {
  if (stopping) return;
  stopping = true;
  const code = signal === 'SIGINT' ? 130 : 143;
  setTimeout(() => process.exit(code), DRAIN_MS).unref();
  // Busy connections close after their answer; idle ones are closed as they turn idle.
  for (const res of unfinished) if (!res.headersSent) res.setHeader('connection', 'close');
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.close(async () => {
    clearInterval(idle);
    pageCache.close();
    await app.close().catch((error) => console.error(error));
    process.exit(code);
  });
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
