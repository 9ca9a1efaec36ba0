// @ts-check
// V8's explicit compile hint on the build's scripts (run by server/build.mjs, before the
// compressed copies are made): a build step, as neither nginx nor a platform can add it. A browser
// compiles a script's functions lazily: the first call of each one compiles it on the main
// thread. A page's chunks are all run at hydration (React, the router, the page's client
// components), so those first calls made hydration one long task on the bench's throttled phone
// (docs/serving.md has the figures). With `//# allFunctionsCalledOnLoad` as the first line,
// Chromium compiles the whole file while it streams in, on a background thread.
// The legacy polyfill script (only browsers without modules load it) keeps its lazy compile.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts every script of the build's `static/chunks` with the compile hint, except the
 * polyfills of `build-manifest.json`. Returns how many files it changed; files that already
 * start with it are left as they are, so running it twice changes nothing.
 * @param {string} nextDir  the build's `.next`
 */
export function addCompileHints(nextDir) {
  const chunksDir = path.join(nextDir, 'static', 'chunks');
  if (!existsSync(chunksDir)) return 0;
  const skipped = new Set(polyfillFiles(nextDir).map((file) => path.join(nextDir, file)));
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (skipped.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

/**
 * The polyfill scripts the build manifest names (`static/chunks/…`, relative to `.next`).
 * @param {string} nextDir
 * @returns {string[]}
 */
function polyfillFiles(nextDir) {
  const manifest = path.join(nextDir, 'build-manifest.json');
  if (!existsSync(manifest)) return [];
  /** @type {{ polyfillFiles?: unknown }} */
  const parsed = JSON.parse(readFileSync(manifest, 'utf8'));
  return Array.isArray(parsed.polyfillFiles)
    ? parsed.polyfillFiles.filter((file) => typeof file === 'string')
    : [];
}
