/**
 * The public address of the site, for canonical links, sitemaps and structured data. Pages are
 * static, so it cannot come from the request: set SITE_URL in production.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  return configured || `http://localhost:${process.env.PORT || 3000}`;
}

/** An absolute URL for a path or an already absolute address. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl()}/`).toString();
}
