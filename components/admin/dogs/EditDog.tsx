'use client';

import { useTranslations } from '@/lib/client/intl';
import Placeholder from 'react-bootstrap/Placeholder';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { adminPaths } from '@/lib/paths.mjs';
import { DogForm } from './DogForm';
import { useAdminDog } from './useAdminDog';

/** Loads one dog for its edit form; an unknown id says so instead of showing an empty form. */
export function EditDog({ id }: { id: number | null }) {
  const { data, missing } = useAdminDog(id);
  if (missing) return <DogMissing />;
  if (!data) return <FormSkeleton />;
  return <DogForm key={data.id} dog={data} />;
}

export function DogMissing() {
  const t = useTranslations('AdminDogs');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('missingTitle')}</h1>
      <p>{t('missingText')}</p>
      <PrefetchLink href={adminPaths.dogs} className="btn btn-primary">
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
