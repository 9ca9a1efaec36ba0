/**
 * The kennel's name before the breeder saves one among the facts (lib/site/kennel-name.ts):
 * SITE_NAME, or the default. Pages, mails and JSON-LD read the facts' `kennelName`.
 */
export function siteName(): string {
  return process.env.SITE_NAME?.trim() || 'Budapest French Bulldogs';
}
