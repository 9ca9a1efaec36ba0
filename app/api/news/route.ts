import { parseQuery } from '@/lib/server/http/query';
import { json, route } from '@/lib/server/http/route';
import { cachedAllNews } from '@/features/news/reads';
import { pageAnswer } from '@/lib/server/http/page-answer';
import { publishedOf } from '@/features/news/rules';
import { encodeCursor, pageQuery, pageRequest } from '@/lib/validation/paging';
import { NEWS_POST } from '@/features/news/openapi';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        'The posts shown now, newest first (one with a later publish date waits); ' +
        '`?limit=&cursor=` pages them (`Link` rel="next", `X-Next-Cursor`)',
      paged: true,
      responses: { 200: `Posts: ${NEWS_POST}`, 422: 'A bad limit or cursor' },
    },
  },
  async ({ request }) => {
    const page = pageRequest(parseQuery(request, pageQuery));
    const { posts } = publishedOf(await cachedAllNews());
    if (!page) return json(posts);
    // Newest first: after the cursor's post are the older ones (and, at the same time, lower ids).
    const cursor = page.cursor;
    const after = cursor
      ? posts.filter((p) => {
          const at = Date.parse(p.publishAt);
          return at < Number(cursor.key) || (at === Number(cursor.key) && p.id < cursor.id);
        })
      : posts;
    const items = after.slice(0, page.limit);
    const last = items.at(-1);
    const next =
      after.length > page.limit && last
        ? encodeCursor({ key: String(Date.parse(last.publishAt)), id: last.id })
        : null;
    return pageAnswer(request, { items, next }, page.limit);
  },
);
