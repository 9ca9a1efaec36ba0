#!/usr/bin/env node
// @ts-check
// `npm start`: builds when no build exists or the sources changed since it was made (FORCE_BUILD=1
// always builds, FORCE_BUILD=0 never), then runs plain `next start` in this process on PORT
// (default 3000) and LISTEN_HOST (default every interface). Migrations are applied by the
// instrumentation hook, whatever starts the site. DATA_DIR (default ./data) is created when the
// site keeps anything there. Headers, refusals and caching live in the app (next.config.mjs,
// proxy.ts, route handlers) and in the reverse proxy in front (deploy/nginx).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertDeploymentConfig } from '../lib/server/deployment.mjs';
import { build } from './build.mjs';
import { sourceStamp, staleBuild } from './build-stamp.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = String(Number(process.env.PORT || 3000));

process.chdir(root);
// Next's types mark NODE_ENV read-only; here is where it is decided.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || 'data');
process.env.PORT = port;
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

// `next start` itself, in this process (so a signal or a crash of `npm start` is the server's): the
// command the package declares as its `bin`, with its own server and its own drain on SIGTERM.
const host = process.env.LISTEN_HOST?.trim();
const require = createRequire(import.meta.url);
const nextPackage = require.resolve('next/package.json');
const { bin } = require(nextPackage);
process.argv = [process.execPath, 'next', 'start', '-p', port, ...(host ? ['-H', host] : [])];
require(path.join(path.dirname(nextPackage), typeof bin === 'string' ? bin : bin.next));
