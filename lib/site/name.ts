/** The kennel's name in headers, titles and structured data: SITE_NAME, or the default. */
export function siteName(): string {
  return process.env.SITE_NAME?.trim() || 'Budapest French Bulldogs';
}
