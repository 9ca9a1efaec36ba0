import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { getDogs } from '@/lib/api';
import { DOG_LIST_PATHS } from '@/lib/dogs';
import { DogGrid } from './DogCard';
import { EmptyDogList } from './EmptyDogList';

/** The one list screen of both public lists: available puppies, and puppies with a family. */
export async function DogListScreen({ status }: { status: 'available' | 'placed' }) {
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
