import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DogGrid } from '@/features/dogs/ui/DogCard';
import { EmptyDogList } from '@/features/dogs/ui/EmptyDogList';
import { ClientMessages, SUBSCRIBE_NAMESPACES } from '@/components/layout/ClientMessages';
import { SubscribeSection } from '@/features/subscriptions/ui/SubscribeSection';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getDogs } from '@/features/dogs/reads';
import { DOG_LIST_PATHS } from '@/features/dogs/rules';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { renderedStart } from '@/lib/server/enquiry-start';

// Ages shown on the cards move on by themselves, and the subscribe form carries a signed start for
// visitors without JavaScript: rebuild at least hourly.
export const revalidate = 3600;

const PREVIEW = 3;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'PuppiesPage', publicPaths.puppies);
}

export default async function PuppiesPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const [t, available, placed] = await Promise.all([
    getTranslations('PuppiesPage'),
    getDogs('available'),
    getDogs('placed'),
  ]);
  const lists = [
    { status: 'available', dogs: available },
    { status: 'placed', dogs: placed },
  ] as const;

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      {lists.map(({ status, dogs }, i) => (
        <section
          key={status}
          className={`container pb-5${i > 0 ? ' pt-4' : ''}`}
          aria-labelledby={`${status}-title`}
        >
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
            <div>
              <h2 id={`${status}-title`} className="h3 mb-1">
                <PrefetchLink href={DOG_LIST_PATHS[status]} className="link-dark">
                  {t(`${status}Title`)}
                </PrefetchLink>
              </h2>
              <p className="mb-0 text-body-secondary">
                {t(`${status}Count`, { count: dogs.length })}
              </p>
            </div>
            {dogs.length > 0 && (
              <PrefetchLink href={DOG_LIST_PATHS[status]} className="btn btn-outline-primary">
                {t('seeAll')}
                <span className="visually-hidden">: {t(`${status}Title`)}</span>
              </PrefetchLink>
            )}
          </div>
          {dogs.length > 0 ? (
            <DogGrid
              dogs={dogs.slice(0, PREVIEW)}
              heading="h3"
              label={t(`${status}Title`)}
              priorityFirst={i === 0}
            />
          ) : (
            <EmptyDogList status={status} />
          )}
        </section>
      ))}
      <div className="container pb-5">
        <ClientMessages namespaces={SUBSCRIBE_NAMESPACES}>
          <SubscribeSection
            locale={locale}
            returnTo={publicPaths.puppies}
            start={renderedStart()}
          />
        </ClientMessages>
      </div>
    </>
  );
}
