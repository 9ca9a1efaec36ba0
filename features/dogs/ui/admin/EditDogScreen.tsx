import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { DogMissing } from '@/features/dogs/ui/admin/DogMissing';
import { EditDog } from '@/features/dogs/ui/admin/EditDog';
import { WithFormLists } from '@/features/dogs/ui/admin/WithFormLists';
import { getAdminDog, getAdminDogs } from '@/features/dogs/reads';
import { requireAdminPage } from '@/features/auth/session';
import { dogEditPath } from '@/lib/admin-sections';
import { adminDogId } from '@/lib/paths.mjs';
import type { Dog, Litter } from '@/lib/validation/responses';

/**
 * A dog's form, at `path`; a dog of the other kind goes to its own address. The route adds what
 * other parts of the admin show about the dog above and below it, and reads the litters the
 * form offers.
 */
export async function EditDogScreen({
  id,
  path,
  readLitters,
  above,
  below,
}: {
  id: string;
  path: string;
  readLitters: () => Promise<Litter[]>;
  above?: (dog: Dog) => ReactNode;
  below?: (dog: Dog) => ReactNode;
}) {
  await requireAdminPage(path);
  const [dog, litters, dogs] = await Promise.all([
    getAdminDog(adminDogId(id)),
    readLitters(),
    getAdminDogs(),
  ]);
  if (!dog) return <DogMissing />;
  if (dogEditPath(dog) !== path) redirect(dogEditPath(dog));
  return (
    <>
      {above?.(dog)}
      <WithFormLists litters={litters} dogs={dogs}>
        <EditDog id={dog.id} initial={dog} />
      </WithFormLists>
      {below?.(dog)}
    </>
  );
}
