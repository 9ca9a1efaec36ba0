import { getTranslations } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getReviews } from '@/features/stories/reads';
import { publicPaths } from '@/lib/paths.mjs';
import { ReviewCard } from './ReviewCard';

/** A placed dog's page: its owners' approved photos and stories ("where is it now"). */
export async function WhereIsItNow({
  dog,
  locale,
}: {
  dog: { slug: string; name: string };
  locale: AppLocale;
}) {
  const stories = (await getReviews()).filter((story) => story.dog?.slug === dog.slug);
  if (!stories.length) return null;
  const t = await getTranslations({ locale, namespace: 'DogPage' });
  return (
    <section className="dog-page__now mt-5" aria-labelledby="dog-now">
      <h2 id="dog-now" className="h3">
        {t('whereNow', { name: dog.name })}
      </h2>
      {stories.map((story) => (
        <ReviewCard key={story.id} story={story} locale={locale} hideDog headingLevel="h3" />
      ))}
      <p className="mb-0">
        <PrefetchLink href={publicPaths.reviews}>{t('allReviews')}</PrefetchLink>
      </p>
    </section>
  );
}
