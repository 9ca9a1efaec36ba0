'use client';

import { useTranslations } from 'next-intl';
import Placeholder from 'react-bootstrap/Placeholder';
import useSWR from 'swr';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { ApiRequestError, fetcher, KEYS, reportError, type Dog } from '@/lib/api/client';
import { DogForm } from './DogForm';

/** Loads one dog for its edit form; an unknown id says so instead of showing an empty form. */
export function EditDog({ id }: { id: number | null }) {
  const { data, error } = useSWR<Dog>(id === null ? null : KEYS.dog(id), fetcher, {
    revalidateOnFocus: false,
    onError: (e) => {
      if (!(e instanceof ApiRequestError && e.status === 404)) reportError(e);
    },
  });
  if (id === null || (error instanceof ApiRequestError && error.status === 404))
    return <DogMissing />;
  if (!data) return <FormSkeleton />;
  return <DogForm key={data.id} dog={data} />;
}

export function DogMissing() {
  const t = useTranslations('AdminDogs');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('missingTitle')}</h1>
      <p>{t('missingText')}</p>
      <PrefetchLink href="/admin/products" className="btn btn-primary">
        {t('backToList')}
      </PrefetchLink>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="container py-4" aria-busy="true">
      <Placeholder as="div" animation="glow">
        <Placeholder xs={6} size="lg" className="mb-4" />
        {[0, 1, 2, 3].map((row) => (
          <Placeholder key={row} xs={12} className="mb-3 admin-skeleton-field" />
        ))}
      </Placeholder>
    </div>
  );
}
