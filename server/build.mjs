#!/usr/bin/env node
// @ts-check
// `npm run build`: `next build`, V8's compile hint on its scripts (server/compile-hints.mjs), Brotli
// and gzip copies of its scripts and stylesheets for nginx's `brotli_static` and `gzip_static`
// (server/precompress.mjs), then the stamp of the sources it was made from
// (server/build-stamp.mjs), worked out before the build starts so an edit made meanwhile counts
// as a change. `npm start` builds through this too.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceStamp, writeStamp } from './build-stamp.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { precompress } from './precompress.mjs';

/**
 * Builds the site in `root`; resolves with the exit code of `next build`. A SIGINT or SIGTERM to
 * this process while it builds (`kill` of `npm start` or `npm run build`) is passed on to
 * `next build`: without that, this process would end and leave the build running.
 * @param {string} root
 */
export async function build(root) {
  const stamp = sourceStamp(root);
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
  const passOn = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', passOn);
  process.on('SIGTERM', passOn);
  const [code, signal] = /** @type {[number | null, NodeJS.Signals | null]} */ (
    await once(child, 'exit')
  );
  process.off('SIGINT', passOn);
  process.off('SIGTERM', passOn);
  if (signal) return 128 + constants.signals[signal];
  if (code !== 0) return code ?? 1;
  // Scripts compiled while they stream in, not on the main thread at hydration.
  addCompileHints(path.join(root, '.next'));
  precompress(path.join(root, '.next', 'static'));
  writeStamp(root, stamp);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await build(path.dirname(path.dirname(fileURLToPath(import.meta.url)))));
}
