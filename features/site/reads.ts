import 'server-only';
import { unstable_cache } from 'next/cache';
import { apiUrl, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { siteInfoResponse, type SiteInfo } from '@/lib/validation/responses';
import { siteFactsResponse, type SiteFacts } from './facts-schema';

// The site's contact info and facts as pages read them: here, or from the API at API_URL.

export async function getSiteInfo(): Promise<SiteInfo> {
  if (apiUrl()) return (await remoteRead('/info', siteInfoResponse, [TAGS.info]))!;
  const { getSiteInfo: load } = await import('./server/site-info');
  return unstable_cache(load, ['site-info'], { tags: [TAGS.info] })();
}

/** The kennel's facts and legal notice, defaults filled in, with the contact e-mail and phone. */
export async function getSiteFacts(): Promise<SiteFacts> {
  if (apiUrl()) return (await remoteRead('/facts', siteFactsResponse, [TAGS.info]))!;
  const { getSiteFacts: load } = await import('./server/site-facts');
  return load();
}

/** What the public layout's frame shows of the kennel: its contact info and its name. */
export async function siteFrame(): Promise<{ info: SiteInfo; siteName: string }> {
  const [info, facts] = await Promise.all([getSiteInfo(), getSiteFacts()]);
  return { info, siteName: facts.kennelName };
}
