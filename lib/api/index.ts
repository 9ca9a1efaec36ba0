import 'server-only';
import { localSiteData } from './local';
import { remoteSiteData } from './remote';
import type { SiteData } from './site-data';

export { DataUnavailableError, type SiteData } from './site-data';

let chosen: SiteData | undefined;

/**
 * The one data-access facade pages use, chosen once: the HTTP API at API_URL when it is set,
 * the in-process services otherwise.
 */
export function siteData(): SiteData {
  if (!chosen) {
    const apiUrl = process.env.API_URL?.replace(/\/+$/, '');
    chosen = apiUrl ? remoteSiteData(apiUrl) : localSiteData;
  }
  return chosen;
}

export const getSiteInfo: SiteData['getSiteInfo'] = () => siteData().getSiteInfo();
export const getSiteFacts: SiteData['getSiteFacts'] = () => siteData().getSiteFacts();
export const getPage: SiteData['getPage'] = (page) => siteData().getPage(page);
export const getDogs: SiteData['getDogs'] = (status) => siteData().getDogs(status);
export const getParents: SiteData['getParents'] = () => siteData().getParents();
export const getPublicDog: SiteData['getPublicDog'] = (idOrSlug) =>
  siteData().getPublicDog(idOrSlug);
export const getGallery: SiteData['getGallery'] = () => siteData().getGallery();
export const getLitters: SiteData['getLitters'] = () => siteData().getLitters();
export const getLitter: SiteData['getLitter'] = (idOrSlug) => siteData().getLitter(idOrSlug);
export const getDogPedigree: SiteData['getDogPedigree'] = (idOrSlug) =>
  siteData().getDogPedigree(idOrSlug);
export const getLitterPedigree: SiteData['getLitterPedigree'] = (idOrSlug) =>
  siteData().getLitterPedigree(idOrSlug);
export const getLitterForecast: SiteData['getLitterForecast'] = (idOrSlug) =>
  siteData().getLitterForecast(idOrSlug);
export const getNews: SiteData['getNews'] = () => siteData().getNews();
export const getNewsPost: SiteData['getNewsPost'] = (slug) => siteData().getNewsPost(slug);
export const getFaq: SiteData['getFaq'] = () => siteData().getFaq();
export const getReviews: SiteData['getReviews'] = () => siteData().getReviews();
export const getVideos: SiteData['getVideos'] = (target, id) => siteData().getVideos(target, id);
export const getMeetingUrl: SiteData['getMeetingUrl'] = () => siteData().getMeetingUrl();
export const isSignupOpen: SiteData['isSignupOpen'] = () => siteData().isSignupOpen();
