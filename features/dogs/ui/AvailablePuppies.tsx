import { getTranslations } from 'next-intl/server';
import { DogGrid } from '@/features/dogs/ui/DogCard';
import { EmptyDogList } from '@/features/dogs/ui/EmptyDogList';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { getDogs } from '@/features/dogs/reads';
import { DOG_LIST_PATHS } from '@/features/dogs/rules';
import { HomeSection } from '@/components/ui/HomeSection';

const SHOWN = 3;

/** Home page: up to three puppies still looking for a family. */
export async function AvailablePuppies() {
  const [t, dogs] = await Promise.all([getTranslations('HomePage'), getDogs('available')]);
  return (
    <HomeSection id="home-puppies" title={t('puppiesTitle')} className="container py-5">
      {dogs.length > 0 ? (
        <>
          <p className="lead text-center mb-4">{t('puppiesText')}</p>
          <DogGrid dogs={dogs.slice(0, SHOWN)} heading="h3" label={t('puppiesTitle')} />
          <p className="text-center mt-4 mb-0">
            <PrefetchLink href={DOG_LIST_PATHS.available} className="btn btn-primary">
              {t('puppiesAll')}
            </PrefetchLink>
          </p>
        </>
      ) : (
        <EmptyDogList status="available" />
      )}
    </HomeSection>
  );
}
