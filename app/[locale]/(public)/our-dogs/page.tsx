import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { ParentCard } from '@/features/dogs/ui/ParentCard';
import { DescriptionText } from '@/features/dogs/ui/DescriptionText';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getParents } from '@/features/dogs/reads';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { parentsJsonLd } from '@/features/dogs/structured-data';

// Ages shown on the cards move on by themselves: rebuild at least daily.
export const revalidate = 86400;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'OurDogsPage', publicPaths.ourDogs);
}

/** `/our-dogs`: the kennel's own adult dogs, the parents of its puppies. */
export default async function OurDogsPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  const [t, parents, locale] = await Promise.all([
    getTranslations('OurDogsPage'),
    getParents(),
    getLocale(),
  ]);

  return (
    <>
      <JsonLd data={parentsJsonLd(parents, t('title'))} />
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        {parents.length > 0 ? (
          <ul className="row g-4 list-unstyled mb-0" aria-label={t('listLabel')}>
            {parents.map((dog) => (
              <li key={dog.id} className="col-md-6 col-lg-4">
                <ParentCard dog={dog} heading="h2">
                  <DescriptionText dog={dog} locale={locale as AppLocale} short />
                </ParentCard>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('empty')}</p>
        )}
        <p className="mt-5 mb-0">
          <PrefetchLink href={publicPaths.availablePuppies} className="btn btn-outline-primary">
            {t('toPuppies')}
          </PrefetchLink>
        </p>
      </div>
    </>
  );
}
