import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { publishedOf } from '@/features/news/rules';
import { atomFeed } from '@/features/news/server/atom';
import { cachedAllNews } from '@/features/news/reads';
import { siteName } from '@/lib/site/name';

// Built per request from the cached posts, so a post due now is in it at once.
export const dynamic = 'force-dynamic';

const MAX_AGE = 300;

/** `/news/feed/{locale}`: the news as an Atom feed in that language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    return Response.json({ message: 'notFound' }, { status: 404 });
  }
  const [t, all] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    cachedAllNews(),
  ]);
  const kennelName = siteName();
  const { posts, nextAt } = publishedOf(all);
  // Readers may keep it five minutes, never past the time a waiting post is due.
  const maxAge = Math.max(
    0,
    Math.min(MAX_AGE, nextAt ? Math.floor((Date.parse(nextAt) - Date.now()) / 1000) : MAX_AGE),
  );
  const xml = atomFeed({
    posts,
    locale,
    title: t('feedTitle', { siteName: kennelName }),
    kennelName,
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${maxAge}`,
    },
  });
}
