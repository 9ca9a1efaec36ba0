#!/usr/bin/env node
// @ts-check
// `npm start`: serves the production build on PORT (default 3000), building it first when none
// exists or the sources changed since it was made (FORCE_BUILD=1 always builds, FORCE_BUILD=0
// never). DATA_DIR (default ./data) is created when the site keeps anything there.
//
// Everything a deployment needs for security and correctness lives in the app itself (proxy.ts,
// next.config.mjs, server/cache-handler.mjs), so plain `next start` or a platform serves the
// same site at the same speed: the early refusals and the public pages' micro-cache stand in front
// of either entry's server (server/front.mjs). What this entry adds is manners:
// it builds when needed, bounds slow clients (server/slow-clients.mjs) and drains requests under
// way on SIGTERM.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDeploymentConfig } from '../lib/server/deployment.mjs';
import { build } from './build.mjs';
import { sourceStamp, staleBuild } from './build-stamp.mjs';
import { capConnections, slowClientLimits } from './slow-clients.mjs';

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
// Before anything is built or created: a configuration the site cannot run with is refused.
try {
  assertDeploymentConfig();
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// The embedded database and photos on disk live there; PostgreSQL with a bucket keeps nothing there.
if (!process.env.DATABASE_URL || !process.env.S3_BUCKET) {
  mkdirSync(process.env.DATA_DIR, { recursive: true });
}

const why = process.env.FORCE_BUILD === '0' ? null : buildNeeded();
if (why) {
  console.log(`> ${why}: building it (next build)…`);
  const code = await build(root);
  if (code !== 0) process.exit(code);
}

/** Why the site must be built before it starts, or null when the build is up to date. */
function buildNeeded() {
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  const stale = staleBuild(root, sourceStamp(root));
  if (stale === 'missing') return 'No production build yet';
  if (stale === 'changed') return 'The sources changed since the last build';
  return null;
}

// Loaded after NODE_ENV is set: Next picks its production code paths when it is first imported.
const { default: next } = await import('next');
// `localhost`, not 127.0.0.1: Next builds the proxy's rewrite URLs from this host name.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
// Runs the instrumentation hook, which puts the guard in front of the server below.
await app.prepare();
const handle = app.getRequestHandler();

let stopping = false;
/** @type {Set<import('node:http').ServerResponse>} answers not yet finished (closed when stopping) */
const unfinished = new Set();
const server = createServer(slowClientLimits(), async (req, res) => {
  unfinished.add(res);
  res.once('close', () => unfinished.delete(res));
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
});
capConnections(server);
server.on('error', (error) => {
  console.error('Failed to start the server:', error);
  process.exit(1);
});
// LISTEN_HOST: the one address to listen on (127.0.0.1 behind nginx on the same machine); none:
// every interface, as `next start` does.
const host = process.env.LISTEN_HOST?.trim() || undefined;
server.listen(port, host, () => console.log(`> Ready on http://${host ?? 'localhost'}:${port}`));

/** Stops accepting connections, lets the requests under way finish, then exits. */
function shutdown(/** @type {NodeJS.Signals} */ signal) {
  if (stopping) return;
  stopping = true;
  const code = signal === 'SIGINT' ? 130 : 143;
  // Before the guard: every answer from now on closes its connection.
  server.prependListener('request', (_, res) => res.setHeader('connection', 'close'));
  setTimeout(() => process.exit(code), DRAIN_MS).unref();
  // Busy connections close after their answer; idle ones are closed as they turn idle.
  for (const res of unfinished) if (!res.headersSent) res.setHeader('connection', 'close');
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  server.close(async () => {
    clearInterval(idle);
    await app.close().catch((error) => console.error(error));
    process.exit(code);
  });
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
