import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { getDogs } from '@/lib/api';
import type { AppLocale } from '@/i18n/routing';
import { DOG_LIST_PATHS } from '@/lib/dogs';
import { buildMetadata } from '@/lib/i18n/metadata';
import { DogGrid } from './DogCard';
import { EmptyDogList } from './EmptyDogList';

type ListStatus = 'available' | 'placed';

/** Title, description and address of one list screen. */
export async function dogListMetadata(locale: AppLocale, status: ListStatus): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'PuppiesPage' });
  return buildMetadata(locale, {
    title: t(`${status}MetaTitle`),
    description: t(`${status}MetaDescription`),
    path: DOG_LIST_PATHS[status],
  });
}

/** The one list screen of both public lists: available puppies, and puppies with a family. */
export async function DogListScreen({ status }: { status: ListStatus }) {
  const [t, dogs] = await Promise.all([getTranslations('PuppiesPage'), getDogs(status)]);
  const other = status === 'available' ? 'placed' : 'available';

  return (
    <>
      <PageIntro title={t(`${status}Title`)} lead={t(`${status}Lead`)}>
        <p className="mt-3 mb-0 fw-semibold">{t(`${status}Count`, { count: dogs.length })}</p>
      </PageIntro>
      <div className="container pb-5">
        {dogs.length > 0 ? (
          <DogGrid
            dogs={dogs}
            heading="h2"
            label={t('listLabel', { count: dogs.length })}
            priorityFirst
          />
        ) : (
          <EmptyDogList status={status} />
        )}
        <p className="mt-5 mb-0">
          <PrefetchLink href={DOG_LIST_PATHS[other]} className="btn btn-outline-primary">
            {t(`${other}Title`)}
          </PrefetchLink>
        </p>
      </div>
    </>
  );
}
