import { redirect } from 'next/navigation';
import { DogMissing } from '@/features/dogs/ui/admin/DogMissing';
import { DogPhotos } from '@/features/dogs/ui/admin/DogPhotos';
import { DogVideos } from '@/features/videos/ui/admin/OwnerVideos';
import { getAdminDog } from '@/features/dogs/reads';
import { requireAdminPage } from '@/features/auth/session';
import { dogPhotosPath } from '@/lib/admin-sections';
import { adminDogId } from '@/lib/paths.mjs';

/** A dog's photos and videos, at `path`; a dog of the other kind goes to its own address. */
export async function DogPhotosScreen({ id, path }: { id: string; path: string }) {
  await requireAdminPage(path);
  const dog = await getAdminDog(adminDogId(id));
  if (!dog) return <DogMissing />;
  if (dogPhotosPath(dog) !== path) redirect(dogPhotosPath(dog));
  return (
    <>
      <DogPhotos id={dog.id} initial={dog} />
      <DogVideos id={dog.id} />
    </>
  );
}
