import { publishedOf } from '@/features/news/rules';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedAllNews } from '@/lib/server/list-cache';
import { z } from '@/lib/validation/zod';

/** A post shown now; one waiting for its time is not found (404), as is any other slug. */
export const GET = route(
  { access: 'public', params: { slug: z.string() } },
  async ({ params: { slug } }) => {
    const post = publishedOf(await cachedAllNews()).posts.find((p) => p.slug === slug);
    if (!post) throw notFound('newsNotFound');
    return json(post);
  },
);
