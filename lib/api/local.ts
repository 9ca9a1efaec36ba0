import 'server-only';
import { unstable_cache } from 'next/cache';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { TAGS } from '@/lib/server/revalidate';
import { DataUnavailableError, type SiteData } from './site-data';

// The services load on first use, so an instance reading another's API never opens a database.

/** An unreachable database becomes the page's "try again shortly" screen (DataUnavailableError). */
async function checkingOutage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DataUnavailableError({ cause: error });
    throw error;
  }
}

/** This instance's own database, through the in-process services. */
export const localSiteData: SiteData = {
  async getSiteInfo() {
    const { getSiteInfo: load } = await import('@/features/site/server/site-info');
    return unstable_cache(load, ['site-info'], { tags: [TAGS.info] })();
  },

  async getSiteFacts() {
    const { getSiteFacts } = await import('@/features/site/server/site-facts');
    return getSiteFacts();
  },

  async getPage(page) {
    const { getPublishedPage } = await import('@/features/pages/server/pages');
    // Publishing expires exactly this page's tag; its photos' changes do too.
    return unstable_cache(() => getPublishedPage(page), ['page', page], {
      tags: [TAGS.page(page)],
    })();
  },

  async getDogs(status) {
    const { listPublicDogs } = await import('@/features/dogs/server/dogs');
    return unstable_cache(() => listPublicDogs(status), ['dogs', status ?? 'all'], {
      tags: [TAGS.dogs],
    })();
  },

  async getParents() {
    const { listPublicDogs } = await import('@/features/dogs/server/dogs');
    return unstable_cache(() => listPublicDogs(undefined, 'parent'), ['dogs', 'parents'], {
      tags: [TAGS.dogs],
    })();
  },

  async getPublicDog(idOrSlug) {
    const { getPublicDog } = await import('@/features/dogs/server/dogs');
    return unstable_cache(() => getPublicDog(idOrSlug), ['dog', idOrSlug], {
      tags: [TAGS.dogs, TAGS.dog(idOrSlug)],
    })();
  },

  async getGallery() {
    const { listGallery } = await import('@/features/gallery/server/gallery');
    return unstable_cache(listGallery, ['gallery'], { tags: [TAGS.gallery] })();
  },

  async getLitters() {
    const { cachedPublicLitters } = await import('@/lib/server/list-cache');
    return cachedPublicLitters();
  },

  async getVideos(target, id) {
    const { publicVideos } = await import('@/features/videos/server');
    return unstable_cache(() => publicVideos(target, id), ['videos', target, String(id)], {
      tags: [TAGS.videos, TAGS.dogs],
    })();
  },

  async getLitter(idOrSlug) {
    const { getPublicLitter } = await import('@/features/litters/server/litters');
    // The litter shows its parents and puppies: their changes expire it too.
    return unstable_cache(() => getPublicLitter(idOrSlug), ['litter', idOrSlug], {
      tags: [TAGS.litters, TAGS.dogs],
    })();
  },

  async getDogPedigree(idOrSlug) {
    const { publicPedigree } = await import('@/features/breeding/server/pedigree');
    // Any kennel dog's pedigree can show in it: every dog's change expires it.
    return unstable_cache(() => publicPedigree(idOrSlug), ['pedigree', idOrSlug], {
      tags: [TAGS.dogs, TAGS.dog(idOrSlug)],
    })();
  },

  async getLitterPedigree(idOrSlug) {
    const { publicLitterPedigree } = await import('@/features/breeding/server/pedigree');
    return unstable_cache(() => publicLitterPedigree(idOrSlug), ['litter-pedigree', idOrSlug], {
      tags: [TAGS.litters, TAGS.dogs],
    })();
  },

  async getLitterForecast(idOrSlug) {
    const { publicLitterForecast } = await import('@/features/breeding/server/mating');
    // The parents' tests and pedigrees: their changes expire it too.
    return unstable_cache(() => publicLitterForecast(idOrSlug), ['litter-forecast', idOrSlug], {
      tags: [TAGS.litters, TAGS.dogs],
    })();
  },

  async getNews() {
    const [{ cachedAllNews }, { publishedOf }] = await Promise.all([
      import('@/lib/server/list-cache'),
      import('@/features/news/rules'),
    ]);
    return publishedOf(await cachedAllNews());
  },

  async getNewsPost(slug) {
    const [{ cachedAllNews }, { publishedOf }] = await Promise.all([
      import('@/lib/server/list-cache'),
      import('@/features/news/rules'),
    ]);
    return publishedOf(await cachedAllNews()).posts.find((p) => p.slug === slug) ?? null;
  },

  async getFaq() {
    const { cachedPublicFaq } = await import('@/lib/server/list-cache');
    return (await cachedPublicFaq()).entries;
  },

  async getReviews() {
    const { cachedReviews } = await import('@/features/stories/server/reviews');
    return cachedReviews();
  },

  async getMeetingUrl() {
    const { meetingUrl } = await import('@/features/bookings/server/booking-slots');
    // Only the privacy notice shows it: saving the link expires that page.
    return unstable_cache(meetingUrl, ['meeting-url'], { tags: [TAGS.page('privacy')] })();
  },

  async getTokenUser(token) {
    const { toPublicUser, userFromToken } = await import('@/features/auth/server/auth');
    return checkingOutage(async () => {
      const user = await userFromToken(token);
      return user ? toPublicUser(user) : null;
    });
  },

  async isSignupOpen() {
    const { signupOpen } = await import('@/features/auth/server/auth');
    // The pages that show it are static: they carry its tag, which the first sign-up expires.
    // An account `npm run admin` makes or removes shows within the minute.
    const cached = unstable_cache(signupOpen, ['signup-open'], {
      tags: [TAGS.accounts],
      revalidate: 60,
    });
    return checkingOutage(cached);
  },
};
