import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    createMessagesDeclaration: './messages/en.json',
    // Messages are compiled at build time, so browsers get no ICU message parser (~12 KB).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No next/image here (photos are pre-sized WebP variants): its optimizer endpoint, /_next/image,
  // would only be attack surface — it fetches internal URLs and decodes images on request.
  images: { unoptimized: true },
  // Loaded from node_modules at run time: PGlite ships WebAssembly next to its code.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'busboy'],
  experimental: {
    optimizePackageImports: ['react-bootstrap'],
    // Unmatched paths get a server-rendered, localized 404 outside the page tree (see
    // app/global-not-found.tsx), so pages stay static.
    globalNotFound: true,
    // Rendered pages and cached reads stay in this server's memory. On disk they would outlive
    // the process while tag expiries do not: after a restart (or a `seed:demo` run with the
    // server stopped) stale pages would be served, and servers on other DATA_DIRs would share them.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
