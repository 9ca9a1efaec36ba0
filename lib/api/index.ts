import 'server-only';
import { EMPTY_SITE_INFO, type SiteInfo } from '@/lib/site/info';

/**
 * The one data-access facade server components use. Until the database lands every install
 * starts with no contact details stored, so every conditional line of the layout stays hidden.
 */
export async function getSiteInfo(): Promise<SiteInfo> {
  return EMPTY_SITE_INFO;
}
