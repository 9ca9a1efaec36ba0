import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { Pagination } from '@/components/ui/Pagination';
import type { AppLocale } from '@/i18n/routing';
import { getNews } from '@/features/news/reads';
import { buildMetadata } from '@/features/site/metadata';
import { LIST_PAGE_SIZE, pageCount, pageOf } from '@/lib/list-pages';
import { listPagePath, publicPaths } from '@/lib/paths.mjs';
import { expireWhenDue } from '../reads';
import { siteName } from '@/lib/site/name';
import { NewsList } from './NewsCard';

const SIZE = LIST_PAGE_SIZE.news;

/** The `<link rel="alternate">` of the news feed in the page's language. */
export async function feedAlternate(locale: AppLocale): Promise<Metadata['alternates']> {
  const t = await getTranslations({ locale, namespace: 'News' });
  return {
    types: {
      'application/atom+xml': [
        { url: publicPaths.newsFeed(locale), title: t('feedTitle', { siteName: siteName() }) },
      ],
    },
  };
}

/** Title, description, address and feed of the news list's page `page` (from 1). */
export async function newsMetadata(locale: AppLocale, page: number): Promise<Metadata> {
  const [t, pages, feed] = await Promise.all([
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Pagination' }),
    feedAlternate(locale),
  ]);
  const path = listPagePath(publicPaths.news, page);
  const metadata = await buildMetadata(locale, {
    title: page === 1 ? t('metaTitle') : pages('metaTitle', { title: t('metaTitle'), page }),
    description: t('metaDescription'),
    path,
  });
  return { ...metadata, alternates: { ...metadata.alternates, ...feed } };
}

/** The kennel's news, newest first, a page at a time (`/news`, `/news?page=N`). */
export async function NewsScreen({ page, locale }: { page: number; locale: AppLocale }) {
  const [t, { posts, nextAt }] = await Promise.all([getTranslations('News'), getNews()]);
  // A post waiting for its time shows on the first page once it is due.
  await expireWhenDue(nextAt);
  const shown = pageOf(posts, page, SIZE);
  if (!shown) notFound();
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        {posts.length > 0 ? (
          <>
            <NewsList
              posts={shown}
              locale={locale}
              heading="h2"
              label={t('listLabel')}
              priorityFirst
            />
            <Pagination
              list={publicPaths.news}
              listName={t('title')}
              page={page}
              pageCount={pageCount(posts.length, SIZE)}
            />
          </>
        ) : (
          <p className="empty-state mb-0">{t('empty')}</p>
        )}
        <p className="mt-4 mb-0 small">
          <a href={publicPaths.newsFeed(locale)} type="application/atom+xml">
            {t('feedLink')}
          </a>
        </p>
      </div>
    </>
  );
}
