// @ts-check
// Brotli (quality 11) and gzip (level 9) copies beside the build's scripts and stylesheets, for
// nginx's `brotli_static` and `gzip_static` (deploy/nginx). nginx's own on-the-fly Brotli runs at
// level 5, which leaves a public page's scripts noticeably larger; platforms with a CDN of their
// own (Vercel) compress there and ignore the files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css)$/;

/** @type {[string, (source: Buffer) => Buffer][]} */
const FORMS = [
  [
    '.br',
    (source) =>
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
  ],
  ['.gz', (source) => gzipSync(source, { level: 9 })],
];

/**
 * Writes `file.br` and `file.gz` beside every script and stylesheet under `staticDir`; returns
 * how many files it wrote. A copy not older than its file is kept.
 * @param {string} staticDir  the build's `.next/static`
 */
export function precompress(staticDir) {
  let written = 0;
  if (!existsSync(staticDir)) return written;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const changed = statSync(file).mtimeMs;
    const missing = FORMS.filter(
      ([suffix]) => !existsSync(file + suffix) || statSync(file + suffix).mtimeMs < changed,
    );
    if (missing.length === 0) continue;
    const source = readFileSync(file);
    for (const [suffix, compress] of missing) writeFileSync(file + suffix, compress(source));
    written += missing.length;
  }
  return written;
}
