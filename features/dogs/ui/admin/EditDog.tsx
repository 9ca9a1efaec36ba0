'use client';

import Placeholder from 'react-bootstrap/Placeholder';
import type { Dog } from '@/lib/validation/responses';
import { DogForm } from './DogForm';
import { DogMissing } from './DogMissing';
import { useAdminDog } from './useAdminDog';

/**
 * One dog's edit form, first with the dog the server rendered (`initial`); an unknown id says so
 * instead of showing an empty form.
 */
export function EditDog({ id, initial }: { id: number | null; initial?: Dog }) {
  const { data, missing } = useAdminDog(id, initial);
  if (missing) return <DogMissing />;
  if (!data) return <FormSkeleton />;
  return <DogForm key={data.id} dog={data} />;
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
