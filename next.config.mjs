import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { ASSET_PREFIXES, MY_PREFIX, PRIVATE_FILES_PREFIX, ROOT_FILES } from './lib/paths.mjs';
import { MAX_BODY_BYTES } from './lib/request-limits.mjs';
import {
  baseSecurityHeaders,
  BUILD_FILES_PREFIX,
  buildFileSecurityHeaders,
  HSTS,
  PRIVATE_FILE_HEADERS,
  RESOURCE_POLICY,
} from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    createMessagesDeclaration: './messages/en.json',
    // Messages are compiled at build time, so browsers get no ICU message parser.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/** @param {Record<string, string>} headers */
const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * A `source` matching exactly these files at the root.
 * @param {string[]} files
 */
const rootFiles = (files) =>
  `/:file(${files.map((file) => file.slice(1).replaceAll('.', '\\.')).join('|')})`;

/** Paths that are not pages: nothing served from them may run script or be framed. */
const RESOURCE_PATHS = [
  ...ASSET_PREFIXES.filter((prefix) => !BUILD_FILES_PREFIX.startsWith(`${prefix}/`)).map(
    (prefix) => `${prefix}/:path*`,
  ),
  // Next's own paths, but for the build's scripts and stylesheets, which no browser shows as a
  // document (a page loads a dozen); its SVGs and fonts in `media/` keep the policy.
  `${BUILD_FILES_PREFIX.slice(0, -'static/'.length)}:path((?!static/chunks/).*)`,
  rootFiles(Object.values(ROOT_FILES)),
];

/** The site's icons, at the root, and how long a browser keeps them. */
const ICON_FILES = [ROOT_FILES.favicon, ROOT_FILES.icon, ROOT_FILES.appleIcon];
const ICON_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No next/image here (photos are pre-sized WebP variants): its optimizer endpoint, /_next/image,
  // would only be attack surface — it fetches internal URLs and decodes images on request.
  images: { unoptimized: true },
  // Loaded from node_modules at run time: PGlite ships WebAssembly next to its code, pdfkit its
  // font metrics and colour profiles (fontkit, its font reader, tells which glyphs a font has).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'busboy',
    'nodemailer',
    'pdfkit',
    'fontkit',
  ],
  // Read at run time from the working folder: a platform that ships only traced files (Vercel,
  // `output: standalone`) must ship them too, for the migrations an instance applies at start,
  // and the fonts of the contract PDFs where they are written. The watermark's font goes
  // everywhere: any handler that makes photo variants (or re-marks them) draws it.
  outputFileTracingIncludes: {
    '/*': ['./lib/db/migrations/**/*', './lib/server/pdf/fonts/NotoSans-Bold.ttf'],
    '/api/my/*/contract/sign': ['./lib/server/pdf/fonts/*.ttf'],
  },
  // Rendered pages, cached reads and tag expiries: in this process's memory, or shared by every
  // instance through Redis when REDIS_URL is set. The handler also gives each static page its
  // Content-Security-Policy (server/next-private.mjs).
  cacheHandler: fileURLToPath(new URL('./server/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // Bootstrap's Sass sources (app/bootstrap-public.scss) still use @import and global functions:
  // their deprecation warnings are Bootstrap's to fix, not ours, so the build stays quiet.
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  },
  experimental: {
    // Not `inlineCss` yet: Bootstrap's vendor selectors (`:-webkit-autofill`) inside the page's
    // <style> fail the HTML checker the browser tests hold every page to.
    optimizePackageImports: ['react-bootstrap'],
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 6 },
    // The proxy runs for pages and the API, so Next keeps their bodies in memory until it has
    // run: no more than the largest body the site reads (10 MB by default).
    proxyClientMaxBodySize: MAX_BODY_BYTES,
    // Unmatched paths get a server-rendered, localized 404 outside the page tree (see
    // app/global-not-found.tsx), so pages stay static.
    globalNotFound: true,
  },
  // Security headers every deployment sends, whatever serves it (`npm start`, `next start`, a
  // platform). Pages get their Content-Security-Policy from the proxy (rendered per request, with
  // a nonce) or from the cache handler (static, with the hashes of its inline scripts).
  async headers() {
    return [
      {
        source: `/:path((?!${BUILD_FILES_PREFIX.slice(1)}).*)`,
        headers: list(baseSecurityHeaders()),
      },
      { source: `${BUILD_FILES_PREFIX}:path*`, headers: list(buildFileSecurityHeaders()) },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
      },
      // Next's metadata routes name no charset (text/plain, application/xml); a header set here
      // takes precedence over the route's own.
      ...[
        [ROOT_FILES.robots, 'text/plain'],
        [ROOT_FILES.sitemap, 'application/xml'],
      ].map(([source, type]) => ({
        source,
        headers: [{ key: 'Content-Type', value: `${type}; charset=utf-8` }],
      })),
      // The icons (the header's logo is the icon too) are kept a day, instead of being asked for
      // again on every page: the favicon's request, sent around the first paint, went to the
      // server each time. Their names carry no hash, so not longer.
      {
        source: rootFiles(ICON_FILES),
        headers: [{ key: 'Cache-Control', value: ICON_CACHE }],
      },
      // A buyer's private page: its address is its key, so no link on it may send the
      // address on (Referer), no search engine may keep it, and no cache may store it.
      {
        source: `${MY_PREFIX}/:path*`,
        headers: list({
          'Referrer-Policy': 'no-referrer',
          'X-Robots-Tag': 'noindex, nofollow',
          'Cache-Control': 'no-store',
        }),
      },
      ...RESOURCE_PATHS.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: RESOURCE_POLICY }],
      })),
      // A private file's own policy and referrer rule (app/api/files/[key]): Next keeps a header
      // set here over the handler's, so the rules above would replace them. Last, so it wins.
      { source: `${PRIVATE_FILES_PREFIX}/:key`, headers: list(PRIVATE_FILE_HEADERS) },
    ];
  },
};

export default withNextIntl(nextConfig);
