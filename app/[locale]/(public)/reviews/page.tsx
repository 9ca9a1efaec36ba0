import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReviewCard } from '@/features/stories/ui/ReviewCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getReviews } from '@/features/stories/reads';
import { getSiteFacts } from '@/features/site/reads';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { reviewsJsonLd } from '@/features/stories/structured-data';

// Static until the breeder approves or edits a story.
export const revalidate = 86400;

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata((await params).locale, 'Reviews', publicPaths.reviews);
}

/** `/reviews`: what owners wrote about the puppy they took home, newest first. */
export default async function ReviewsPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const [t, stories, facts] = await Promise.all([
    getTranslations('Reviews'),
    getReviews(),
    getSiteFacts(),
  ]);
  return (
    <>
      {stories.length > 0 && <JsonLd data={reviewsJsonLd(stories, facts.kennelName)} />}
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5 reviews-page">
        <p className="text-body-secondary">{t('policy')}</p>
        {stories.length > 0 ? (
          stories.map((story) => <ReviewCard key={story.id} story={story} locale={locale} />)
        ) : (
          <p className="empty-state mb-0">{t('empty')}</p>
        )}
        <p className="mt-4 mb-0">
          <PrefetchLink href={publicPaths.gallery}>{t('galleryLink')}</PrefetchLink>
        </p>
      </div>
    </>
  );
}
