import 'server-only';
import { z } from 'zod';
import type { PublishedPage } from '@/features/pages/content';
import { TAGS } from '@/lib/server/revalidate';
import {
  dogResponse,
  imageResponse,
  publishedPageResponse,
  litterResponse,
  signupStateResponse,
  siteInfoResponse,
  userResponse,
  type Dog,
  type DogImage,
  type Litter,
} from '@/lib/validation/responses';
import { faqListResponse } from '@/features/faq/schema';
import { publishedStoryResponse } from '@/features/stories/schema';
import { newsResponse, type NewsPost } from '@/features/news/schema';
import { siteFactsResponse } from '@/features/site/facts-schema';
import { publicVideoResponse } from '@/features/videos/schema';
import {
  litterForecastResponse,
  litterPedigreeResponse,
  pedigreeResponse,
} from '@/features/breeding/schema';
import { DataUnavailableError, type SiteData } from './site-data';

/** Another instance's HTTP API at `apiUrl` (API_URL, no trailing slash); answers are validated. */
export function remoteSiteData(apiUrl: string): SiteData {
  async function read<T extends z.ZodType>(
    path: string,
    schema: T,
    tags: string[],
  ): Promise<z.output<T> | null> {
    const response = await fetch(`${apiUrl}${path}`, {
      // Tags expire on this instance's own writes; the API's writes show within a minute.
      next: { tags, revalidate: 60 },
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`API ${path} answered ${response.status}`);
    return schema.parse(await response.json());
  }

  /** Image addresses the API gives relative to itself, made absolute for this site's pages. */
  function fromApiHost(image: DogImage): DogImage {
    const base = `${apiUrl}/`;
    const resolve = (url: string) => new URL(url, base).toString();
    return {
      ...image,
      url: resolve(image.url),
      variants: image.variants.map((v) => ({ ...v, url: resolve(v.url) })),
    };
  }

  const dogFromApiHost = (dog: Dog): Dog => ({ ...dog, images: dog.images.map(fromApiHost) });
  const litterFromApiHost = (litter: Litter): Litter => ({
    ...litter,
    mother: { ...litter.mother, images: litter.mother.images.map(fromApiHost) },
    father: litter.father && { ...litter.father, images: litter.father.images.map(fromApiHost) },
    images: litter.images.map(fromApiHost),
    puppies: litter.puppies.map((p) => ({ ...p, image: p.image && fromApiHost(p.image) })),
  });
  const LITTER_TAGS = [TAGS.litters, TAGS.dogs];
  const newsFromApiHost = (post: NewsPost): NewsPost => ({
    ...post,
    images: post.images.map(fromApiHost),
  });

  return {
    async getSiteInfo() {
      return (await read('/info', siteInfoResponse, [TAGS.info]))!;
    },

    async getPage(page) {
      const found = (await read(`/pages/${page}`, publishedPageResponse, [TAGS.page(page)]))!;
      return { ...found, photos: found.photos.map(fromApiHost) } as PublishedPage;
    },

    async getSiteFacts() {
      return (await read('/facts', siteFactsResponse, [TAGS.info]))!;
    },

    async getDogs(status) {
      const query = status ? `?status=${status}` : '';
      const dogs = await read(`/dogs${query}`, z.array(dogResponse), [TAGS.dogs]);
      return dogs!.map(dogFromApiHost);
    },

    async getParents() {
      const dogs = await read('/dogs?kind=parent', z.array(dogResponse), [TAGS.dogs]);
      return dogs!.map(dogFromApiHost);
    },

    async getPublicDog(idOrSlug) {
      const dog = await read(`/dogs/${encodeURIComponent(idOrSlug)}`, dogResponse, [
        TAGS.dogs,
        TAGS.dog(idOrSlug),
      ]);
      return dog && dogFromApiHost(dog);
    },

    async getGallery() {
      return (await read('/gallery', z.array(imageResponse), [TAGS.gallery]))!.map(fromApiHost);
    },

    async getLitters() {
      const litters = await read('/litters', z.array(litterResponse), LITTER_TAGS);
      return litters!.map(litterFromApiHost);
    },

    async getLitter(idOrSlug) {
      const litter = await read(
        `/litters/${encodeURIComponent(idOrSlug)}`,
        litterResponse,
        LITTER_TAGS,
      );
      return litter && litterFromApiHost(litter);
    },

    async getDogPedigree(idOrSlug) {
      return read(`/dogs/${encodeURIComponent(idOrSlug)}/pedigree`, pedigreeResponse, [
        TAGS.dogs,
        TAGS.dog(idOrSlug),
      ]);
    },

    async getLitterPedigree(idOrSlug) {
      return read(
        `/litters/${encodeURIComponent(idOrSlug)}/pedigree`,
        litterPedigreeResponse,
        LITTER_TAGS,
      );
    },

    async getLitterForecast(idOrSlug) {
      return read(
        `/litters/${encodeURIComponent(idOrSlug)}/forecast`,
        litterForecastResponse,
        LITTER_TAGS,
      );
    },

    async getNews() {
      const posts = await read('/news', z.array(newsResponse), [TAGS.news]);
      return { posts: posts!.map(newsFromApiHost), nextAt: null };
    },

    async getNewsPost(slug) {
      const post = await read(`/news/${encodeURIComponent(slug)}`, newsResponse, [TAGS.news]);
      return post && newsFromApiHost(post);
    },

    async getFaq() {
      return (await read('/faq', faqListResponse, [TAGS.faq]))!.entries;
    },

    async getVideos(target, id) {
      const videos = await read(`/videos?target=${target}&id=${id}`, z.array(publicVideoResponse), [
        TAGS.videos,
        TAGS.dogs,
      ]);
      const resolve = (url: string) => new URL(url, `${apiUrl}/`).toString();
      return (videos ?? []).map((v) => ({ ...v, src: resolve(v.src), poster: resolve(v.poster) }));
    },

    async getReviews() {
      const stories = await read('/reviews', z.array(publishedStoryResponse), [TAGS.reviews]);
      const resolve = (url: string) => new URL(url, `${apiUrl}/`).toString();
      return stories!.map((story) => ({
        ...story,
        photos: story.photos.map((photo) => ({ ...photo, url: resolve(photo.url) })),
      }));
    },

    async getMeetingUrl() {
      // A private setting the API does not publish: the notice names the service generally.
      return undefined;
    },

    async getTokenUser(token) {
      const response = await fetch(`${apiUrl}/auth/user`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return null;
      if (response.status === 503) throw new DataUnavailableError();
      if (!response.ok) throw new Error(`API /auth/user answered ${response.status}`);
      return userResponse.parse(await response.json()).user;
    },

    async isSignupOpen() {
      // Read by static pages: cached as the other reads (a 503 is not kept).
      const response = await fetch(`${apiUrl}/auth/signup`, {
        next: { tags: [TAGS.accounts], revalidate: 60 },
        headers: { Accept: 'application/json' },
      });
      if (response.status === 503) throw new DataUnavailableError();
      if (!response.ok) throw new Error(`API /auth/signup answered ${response.status}`);
      return signupStateResponse.parse(await response.json()).open;
    },
  };
}
