import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { DogMissing } from '@/features/dogs/ui/admin/DogMissing';
import { DogPhotos } from '@/features/dogs/ui/admin/DogPhotos';
import { getAdminDog } from '@/features/dogs/reads';
import { requireAdminPage } from '@/features/auth/session';
import { dogPhotosPath } from '@/lib/admin-sections';
import { adminDogId } from '@/lib/paths.mjs';
import type { Dog } from '@/lib/validation/responses';

/**
 * A dog's photos, at `path`, with what the route adds below them (its videos); a dog of the other
 * kind goes to its own address.
 */
export async function DogPhotosScreen({
  id,
  path,
  below,
}: {
  id: string;
  path: string;
  below?: (dog: Dog) => ReactNode;
}) {
  await requireAdminPage(path);
  const dog = await getAdminDog(adminDogId(id));
  if (!dog) return <DogMissing />;
  if (dogPhotosPath(dog) !== path) redirect(dogPhotosPath(dog));
  return (
    <>
      <DogPhotos id={dog.id} initial={dog} />
      {below?.(dog)}
    </>
  );
}
