import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { apiUrl, imageFromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { publishedOf } from './rules';
import { newsResponse, type NewsPost } from './schema';

// What the news' server components read: here, or from the API at API_URL. Their UI imports no
// service itself.

export { expireWhenDue } from './server/news-schedule';

/**
 * Every news post, those waiting for their time too (features/news/server/news.ts): one entry per
 * change, whatever the time; readers leave the waiting ones out as they read (publishedOf).
 */
export async function cachedAllNews() {
  const { listAllNews } = await import('./server/news');
  return unstable_cache(listAllNews, ['news-all'], { tags: [TAGS.news] })();
}

const postFromApi = (post: NewsPost): NewsPost => ({
  ...post,
  images: post.images.map(imageFromApi),
});

/**
 * The news posts shown now, newest first, and when the next waiting post is due (null: none,
 * or not known: another instance's API tells only what is shown).
 */
export async function getNews(): Promise<{ posts: NewsPost[]; nextAt: string | null }> {
  if (apiUrl()) {
    const posts = await remoteRead('/news', z.array(newsResponse), [TAGS.news]);
    return { posts: posts!.map(postFromApi), nextAt: null };
  }
  return publishedOf(await cachedAllNews());
}

/** One post shown now, by slug, or null. */
export async function getNewsPost(slug: string): Promise<NewsPost | null> {
  if (apiUrl()) {
    const post = await remoteRead(`/news/${encodeURIComponent(slug)}`, newsResponse, [TAGS.news]);
    return post && postFromApi(post);
  }
  return publishedOf(await cachedAllNews()).posts.find((p) => p.slug === slug) ?? null;
}
