import 'server-only';
import type { PageKey, PublishedPage } from '@/features/pages/content';
import type { DogStatus } from '@/features/dogs/server/dogs';
import type { FaqEntry } from '@/features/faq/schema';
import type { PublishedStory } from '@/features/stories/schema';
import type { NewsPost } from '@/features/news/schema';
import type { Dog, DogImage, Litter, SessionUser, SiteInfo } from '@/lib/validation/responses';
import type { SiteFacts } from '@/features/site/facts-schema';
import type { PublicVideo } from '@/features/videos/schema';
import type { LitterForecast } from '@/features/breeding/schema';
import type { LitterPedigreeView, PedigreeView } from '@/features/breeding/server/pedigree';

/**
 * What server-rendered pages read, from wherever the data lives: in this process (`local.ts`) or
 * over HTTP from the instance at API_URL (`remote.ts`). Both answer with the same types, cached
 * under the tags every mutation expires.
 */
export interface SiteData {
  getSiteInfo(): Promise<SiteInfo>;
  /** The kennel's facts and legal notice, defaults filled in, with the contact e-mail and phone. */
  getSiteFacts(): Promise<SiteFacts>;
  /** One of the breeder's pages as published (the defaults before the first publish). */
  getPage(page: PageKey): Promise<PublishedPage>;
  /** Enabled dogs, newest first; `status` narrows to those without (`available`) or with a family. */
  getDogs(status?: DogStatus): Promise<Dog[]>;
  /** The kennel's enabled parent dogs, newest first. */
  getParents(): Promise<Dog[]>;
  /** One enabled dog by slug (or id), or null when there is no such public dog. */
  getPublicDog(idOrSlug: string): Promise<Dog | null>;
  getGallery(): Promise<DogImage[]>;
  /** The litters not closed (upcoming and current), newest first. */
  getLitters(): Promise<Litter[]>;
  /** One litter by slug (or id), closed ones too, or null. */
  getLitter(idOrSlug: string): Promise<Litter | null>;
  /** A public dog's pedigree, or null when there is no such dog. */
  getDogPedigree(idOrSlug: string): Promise<PedigreeView | null>;
  /** A public litter's pedigree (its sire's and dam's ancestors), or null for no such litter. */
  getLitterPedigree(idOrSlug: string): Promise<LitterPedigreeView | null>;
  /** What a litter can look like (colours, relatedness), or null without a sire. */
  getLitterForecast(idOrSlug: string): Promise<LitterForecast | null>;
  /**
   * The news posts shown now, newest first, and when the next waiting post is due (null: none,
   * or not known: another instance's API tells only what is shown).
   */
  getNews(): Promise<{ posts: NewsPost[]; nextAt: string | null }>;
  /** One post shown now, by slug, or null. */
  getNewsPost(slug: string): Promise<NewsPost | null>;
  /** The FAQ in the breeder's order. */
  getFaq(): Promise<FaqEntry[]>;
  /** Owners' approved stories, newest first. */
  getReviews(): Promise<PublishedStory[]>;
  /** A public puppy's or litter's ready videos, in the breeder's order. */
  getVideos(target: 'dog' | 'litter', id: number): Promise<PublicVideo[]>;
  /**
   * The breeder's meeting link (null: none), which the privacy notice names the video-call
   * service of; undefined where it is not known (another instance's database, not public).
   */
  getMeetingUrl(): Promise<string | null | undefined>;
  /** The user a session token belongs to (verified, never cached), or null if it is not valid. */
  getTokenUser(token: string): Promise<SessionUser | null>;
  /** Whether sign-up is open: no account exists yet. */
  isSignupOpen(): Promise<boolean>;
}

/**
 * The session cannot be checked right now: the database (or, with API_URL, the API host's) is
 * unreachable. Pages show the translated "try again shortly" screen instead of an error page.
 */
export class DataUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('databaseUnavailable', options);
    this.name = 'DataUnavailableError';
  }
}
