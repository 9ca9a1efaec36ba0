// @ts-check
// The build's scripts and stylesheets, Brotli-compressed once at build time (`compressStatic`,
// run by server/build.mjs) and served from those files to browsers that accept Brotli
// (`servePrecompressed`, in front of Next under `npm start` and plain `next start` alike).
// Next itself only gzips, on every request; Brotli at its highest level makes the same files
// about 14 % smaller (issue 20: 153 KB of gzipped JavaScript per public page became 132 KB).
// Platforms with a CDN of their own (Vercel) compress there; the files are just unused.
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import {
  BUILD_FILES_PREFIX,
  buildFileSecurityHeaders,
  RESOURCE_POLICY,
} from '../../security-headers.mjs';

const COMPRESSIBLE = /\.(?:js|css)$/;
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/** `/_next/static/…` as Next's build names its files: no `..`, no encoded characters. */
const STATIC_PATH = /^\/_next\/static\/(?:[\w-]+\/)*[\w.~-]+\.(?:js|css)$/;

/**
 * Writes `file.br` beside every script and stylesheet under `staticDir` (Brotli, quality 11).
 * Returns how many it wrote; a file compressed before (and not older) is skipped.
 * @param {string} staticDir  the build's `.next/static`
 */
export function compressStatic(staticDir) {
  let written = 0;
  if (!existsSync(staticDir)) return written;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const target = `${file}.br`;
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(file).mtimeMs) continue;
    const source = readFileSync(file);
    writeFileSync(
      target,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    written += 1;
  }
  return written;
}

/**
 * Whether an Accept-Encoding header takes Brotli (`br`, not `br;q=0`).
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** @type {Map<string, number>} the size of each `.br` file found so far */
const sizes = new Map();

/** @param {string} file */
function brotliSize(file) {
  // Build files never change while the server runs. Only files that exist are remembered: they
  // are the build's own, a bounded set, while the names asked for are anyone's.
  let size = sizes.get(file);
  if (size === undefined) {
    if (!existsSync(file)) return null;
    size = statSync(file).size;
    sizes.set(file, size);
  }
  return size;
}

/**
 * Answers a GET or HEAD for a build script or stylesheet from its `.br` file, with the headers
 * Next gives its static files (immutable caching, the build files' security headers and the
 * policy of anything that is not a page). False when it did not answer: another method or path, a browser
 * without Brotli, or no such file (Next then answers, gzipped or 404).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} [staticDir]  the build's `.next/static`
 */
export function servePrecompressed(
  req,
  res,
  staticDir = path.join(process.cwd(), '.next', 'static'),
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url?.split('?')[0] ?? '';
  if (!STATIC_PATH.test(pathname) || !acceptsBrotli(req.headers['accept-encoding'])) return false;
  // Not a file the bundler should trace: the build's output, read at run time.
  const file = path.join(
    /* turbopackIgnore: true */ staticDir,
    pathname.slice(BUILD_FILES_PREFIX.length),
  );
  const size = brotliSize(`${file}.br`);
  if (size === null) return false;
  const https =
    req.headers['x-forwarded-proto'] === 'https' ||
    Boolean(/** @type {any} */ (req.socket).encrypted);
  res.writeHead(200, {
    ...buildFileSecurityHeaders(https),
    'content-security-policy': RESOURCE_POLICY,
    'cache-control': 'public, max-age=31536000, immutable',
    'content-type': TYPES[/** @type {'.js' | '.css'} */ (path.extname(file))],
    'content-encoding': 'br',
    'content-length': size,
    vary: 'Accept-Encoding',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(`${file}.br`)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}
