import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

/** Cache tags of the public data; every cached read carries them, every write expires them. */
export const TAGS = {
  info: 'info',
  dogs: 'dogs',
  dog: (slug: string) => `dog:${slug}`,
  gallery: 'gallery',
  /** The litters; their reads carry `dogs` too, for the parents and puppies shown. */
  litters: 'litters',
  /** Whether any account exists: sign-up open or closed, and the sign-in page's link to it. */
  accounts: 'accounts',
  /** The application form's own questions; the litters it offers are tagged `litters`. */
  applicationForm: 'application-form',
  /** News posts: their list, pages, feeds and the litter pages that link them. */
  news: 'news',
  /** The pages that show news until the post scheduled for `at` (ISO) is due (scheduleChange). */
  newsAt: (at: string) => `news-at:${at}`,
  /** The FAQ page. */
  faq: 'faq',
  /** One of the breeder's pages: its published content and photos. */
  page: (page: string) => `page:${page}`,
  /** Owners' approved stories: `/reviews` and the dogs' "where is it now". */
  reviews: 'reviews',
  /** Puppies' and litters' videos: the pages that show them. */
  videos: 'videos',
  /** Verification pages: a code made or a fact only they show (the chip) changed. */
  verify: 'verify',
} as const;

export interface PublicChange {
  info?: boolean;
  dogs?: boolean;
  /** Slugs of single dog pages whose content changed. */
  dog?: string[];
  gallery?: boolean;
  litters?: boolean;
  /** The first account was made. */
  accounts?: boolean;
  /** The breeder's questions on the application form. */
  applicationForm?: boolean;
  news?: boolean;
  faq?: boolean;
  /** The breeder's pages whose published content or photos changed. */
  pages?: string[];
  /** An owner's story was published or its published text edited. */
  reviews?: boolean;
  /** A puppy's or a litter's video became ready, or was deleted. */
  videos?: boolean;
  /** A verification code was made, or what only verification pages show changed. */
  verify?: boolean;
}

/** Renders that began before a change and end within this time are expired once more. */
const IN_FLIGHT_MS = 1000;

function expire(tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * The one revalidation hook: a mutation announces what public data it changed, and the pages
 * built from it are rebuilt on their next request (expired at once, so visible within 1 s).
 *
 * A page render that read the old data just before the change but is stored just after it
 * would count as fresh (the cache dates entries by when they are stored), so the tags are
 * expired a second time once such renders have finished.
 */
export function announceChange(change: PublicChange): void {
  const tags = [
    ...(change.info ? [TAGS.info] : []),
    ...(change.dogs ? [TAGS.dogs] : []),
    ...(change.dog ?? []).map(TAGS.dog),
    ...(change.gallery ? [TAGS.gallery] : []),
    ...(change.litters ? [TAGS.litters] : []),
    ...(change.accounts ? [TAGS.accounts] : []),
    ...(change.applicationForm ? [TAGS.applicationForm] : []),
    ...(change.news ? [TAGS.news] : []),
    ...(change.faq ? [TAGS.faq] : []),
    ...(change.pages ?? []).map(TAGS.page),
    ...(change.reviews ? [TAGS.reviews] : []),
    ...(change.videos ? [TAGS.videos] : []),
    ...(change.verify ? [TAGS.verify] : []),
  ];
  if (tags.length === 0) return;
  try {
    expire(tags);
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS));
      expire(tags);
    });
  } catch {
    // Outside a Next request (scripts, unit tests) there is no page cache to expire.
  }
}

/**
 * Content that goes public at a later time `at` without a write then (a news post's publish
 * date): the pages that read it carry the tag `TAGS.newsAt(at)` (features/news/server/news-schedule.ts),
 * and that tag is given an expiry at `at`, which every cache honours once the time comes (Next's
 * own and server/cache-handler.mjs, so every instance sharing Redis). Each time has its own
 * tag, so a later change of another post cannot cancel the expiry.
 */
export function scheduleChange(at: string): void {
  const seconds = Math.ceil((Date.parse(at) - Date.now()) / 1000);
  if (!(seconds > 0)) return;
  try {
    revalidateTag(TAGS.newsAt(at), { expire: seconds });
  } catch {
    // Outside a Next request: the pages' own revalidation time (news-schedule.ts) still holds.
  }
}
