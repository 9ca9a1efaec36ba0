import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getNews } from '@/features/news/reads';
import { expireWhenDue } from '../reads';
import { NewsList } from './NewsCard';

/** The posts announcing a litter, on its page, newest first; nothing while there are none. */
export async function LitterNews({ litterId, locale }: { litterId: number; locale: AppLocale }) {
  const [t, { posts, nextAt }] = await Promise.all([getTranslations('News'), getNews()]);
  await expireWhenDue(nextAt);
  const about = posts.filter((post) => post.litterId === litterId);
  if (about.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="litter-news">
      <h2 id="litter-news" className="h3 mb-3">
        {t('litterNewsTitle')}
      </h2>
      <NewsList posts={about} locale={locale} heading="h3" label={t('litterNewsTitle')} />
    </section>
  );
}
