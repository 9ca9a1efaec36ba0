// @ts-check
// The site's security headers (SPEC §7, Mozilla HTTP Observatory's rules), set wherever every
// deployment runs them: next.config.mjs (the base headers and the policy of everything that is
// not a page), the proxy (the nonce-based policy of pages rendered per request) and Next's cache
// handler (the hash-based policy of static pages, server/next-private.mjs).
// Plain JavaScript: next.config.mjs and the cache handler load it without a TypeScript loader.

/** The social embed (components/layout/SocialTimeline.tsx), framed after cookie consent. */
const SOCIAL_EMBED_ORIGIN = 'https://www.facebook.com';

/** Browser features the site never uses, refused for it and for any frame it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Two years, as browsers' preload lists ask. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The origin of API_URL when it is set and not this site's own: pages show its images.
 * @returns {string | null}
 */
function apiOrigin() {
  const url = process.env.API_URL;
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A Content-Security-Policy value.
 * - `scripts`: what may run besides the site's own files — `'nonce-…'` on pages rendered per
 *   request, `'sha256-…'` hashes of a static page's inline scripts, or nothing at all.
 * - `embed`: whether the page may frame the social embed.
 * Styles allow `'unsafe-inline'`: React writes `style` attributes (photo placeholders, sizes),
 * which neither a nonce nor a hash can cover; CSS cannot run script.
 * @param {{ scripts?: string[], nonce?: string, embed?: boolean }} options
 */
export function contentSecurityPolicy({ scripts = [], nonce, embed = false }) {
  const api = apiOrigin();
  // Photos linked straight from their bucket's public address (lib/server/images, uploadUrl).
  const bucketUrl = process.env.S3_PUBLIC_URL;
  const bucket = bucketUrl && URL.canParse(bucketUrl) ? new URL(bucketUrl).origin : null;
  const dev = process.env.NODE_ENV === 'development';
  const script = nonce
    ? // 'strict-dynamic': the chunks Next's runtime loads inherit the trust of its own scripts.
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
    : ["'self'", ...scripts];
  // React's development build evaluates source maps; `next dev` reloads over a web socket.
  if (dev) script.push("'unsafe-eval'");
  const directives = {
    'default-src': ["'self'"],
    'script-src': script,
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photo placeholders are data: URLs; the admin previews photos shrunk in the browser (blob:).
    'img-src': ["'self'", 'data:', 'blob:', ...(api ? [api] : []), ...(bucket ? [bucket] : [])],
    // Videos come from the same places as photos.
    'media-src': ["'self'", ...(api ? [api] : []), ...(bucket ? [bucket] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'frame-src': embed ? [SOCIAL_EMBED_ORIGIN] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What an answer that is not a page gets (JSON, images, files): nothing may run or frame it. */
export const RESOURCE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * What a private file (a diary photo, a buyer's document, a signed contract) carries besides its
 * type and caching: its signed address goes to no other site and no index, and a PDF opened
 * inline runs in the browser's viewer with no script of its own and no forms.
 */
export const PRIVATE_FILE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Content-Security-Policy':
    "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

/**
 * The headers every answer but the build's own files carries (those get
 * `buildFileSecurityHeaders`); over https (a TLS socket, or `X-Forwarded-Proto: https` from
 * the proxy in front) also HSTS.
 * @param {boolean} [https]  whether the visitor reached the site over https
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(https = false) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // For browsers older than `frame-ancestors`.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Where Next serves the build's own files: hashed scripts, stylesheets and fonts. */
export const BUILD_FILES_PREFIX = '/_next/static/';

/**
 * What the build's own files carry: no sniffing, and HSTS over https (with the resource policy
 * that every non-page answer gets). Framing, referrer, permissions and opener policies act only
 * on documents: on the build's files they would be bytes for nothing.
 * @param {boolean} [https]  whether the visitor reached the site over https
 * @returns {Record<string, string>}
 */
export function buildFileSecurityHeaders(https = false) {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
