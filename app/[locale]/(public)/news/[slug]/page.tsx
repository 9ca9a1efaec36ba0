import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LitterPhotos } from '@/features/litters/ui/LitterPhotos';
import { NewsDate } from '@/features/news/ui/NewsDate';
import { feedAlternate } from '@/features/news/ui/NewsScreen';
import { RichText } from '@/components/rich-text/RichText';
import { Breadcrumbs } from '@/components/layout/DetailPage';
import { JsonLd } from '@/components/ui/JsonLd';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getNewsPost } from '@/features/news/reads';
import { buildMetadata } from '@/features/site/metadata';
import { excerpt, newsPath, postIn } from '@/features/news/rules';
import { publicPaths } from '@/lib/paths.mjs';
import { docText } from '@/lib/rich-text/doc';
import { siteName } from '@/lib/site/name';
import { newsPostJsonLd } from '@/features/news/structured-data';
import type { NewsPost } from '@/features/news/schema';

interface NewsPostPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on a post's first visit (the proxy lets only published posts through), then static
// until a post changes.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

async function loadPost(slug: string): Promise<NewsPost> {
  const post = await getNewsPost(slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: NewsPostPageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = await loadPost(slug);
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'News' });
  const { title, body } = postIn(post, locale as AppLocale);
  const cover = post.images[0];
  const metadata = await buildMetadata(locale as AppLocale, {
    title,
    description: body ? excerpt(docText(body), 160) : t('metaDescription'),
    path: newsPath(post),
    type: 'article',
    image: cover && { url: cover.url, width: cover.width, height: cover.height, alt: title },
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...(await feedAlternate(locale as AppLocale)) },
  };
}

export default async function NewsPostPage({ params }: NewsPostPageProps) {
  const { locale: param, slug } = await params;
  const locale = param as AppLocale;
  setRequestLocale(locale);
  const post = await loadPost(slug);
  const [t, tLitters] = await Promise.all([getTranslations('News'), getTranslations('Litters')]);
  const { title, body, lang, bodyLang } = postIn(post, locale);
  return (
    <>
      <JsonLd data={newsPostJsonLd(post, locale, siteName())} />
      <article className="container py-4 news-post">
        <Breadcrumbs
          label={t('breadcrumb')}
          list={{ href: publicPaths.news, label: t('title') }}
          current={title}
          lang={lang}
        />
        <header className="mb-4">
          <h1 className="display-6 mb-2" lang={lang}>
            {title}
          </h1>
          <p className="text-body-secondary mb-0">
            <NewsDate at={post.publishAt} locale={locale} />
          </p>
          {post.litter && (
            <p className="mt-2 mb-0">
              {t('aboutLitter')}{' '}
              <PrefetchLink href={publicPaths.litter(post.litter.slug)}>
                {tLitters('name', { mother: post.litter.mother })}
              </PrefetchLink>
            </p>
          )}
        </header>
        {post.images.length > 0 && (
          <section className="mb-4" aria-label={t('photosLabel')}>
            <LitterPhotos
              images={post.images}
              alts={post.images.map((_, i) => t('photoAlt', { title, number: i + 1 }))}
            />
          </section>
        )}
        {body && <RichText doc={body} lang={bodyLang} className="news-post__text" />}
        <p className="mt-5 mb-0">
          <PrefetchLink href={publicPaths.news} className="btn btn-outline-primary">
            {t('allNews')}
          </PrefetchLink>
        </p>
      </article>
    </>
  );
}
