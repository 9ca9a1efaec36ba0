import { publishedOf } from '@/features/news/rules';
import { notFound } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedAllNews } from '@/features/news/reads';
import { z } from '@/lib/validation/zod';
import { NEWS_POST } from '@/features/news/openapi';

/** A post shown now; one waiting for its time is not found (404), as is any other slug. */
export const GET = route(
  {
    access: 'public',
    params: { slug: z.string() },
    doc: { summary: 'A post shown now', responses: { 200: NEWS_POST, 404: 'newsNotFound' } },
  },
  async ({ params: { slug } }) => {
    const post = publishedOf(await cachedAllNews()).posts.find((p) => p.slug === slug);
    if (!post) throw notFound('newsNotFound');
    return json(post);
  },
);
