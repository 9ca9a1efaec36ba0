import { redirect } from 'next/navigation';
import { DogVerifyQr } from '@/features/verification/ui/admin/DogVerifyQr';
import { DogMissing } from '@/components/admin/dogs/DogMissing';
import { EditDog } from '@/components/admin/dogs/EditDog';
import { WithLitters } from '@/components/admin/dogs/WithLitters';
import { getAdminDog } from '@/lib/api/admin-dogs';
import { requireAdminPage } from '@/lib/api/current-user';
import { dogEditPath } from '@/lib/admin-sections';
import { adminDogId } from '@/lib/paths.mjs';
import { dogVerifyQr } from '@/features/verification/server/verify-qr';
import { listAllLitters } from '@/lib/server/litters';

/** A dog's form, at `path`; a dog of the other kind goes to its own address. */
export async function EditDogScreen({ id, path }: { id: string; path: string }) {
  await requireAdminPage(path);
  const [dog, litters] = await Promise.all([getAdminDog(adminDogId(id)), listAllLitters()]);
  if (!dog) return <DogMissing />;
  if (dogEditPath(dog) !== path) redirect(dogEditPath(dog));
  // The puppy's verification page as a QR code to print, under its form.
  const qr = await dogVerifyQr(dog.id);
  return (
    <>
      <WithLitters litters={litters}>
        <EditDog id={dog.id} initial={dog} />
      </WithLitters>
      {qr && <DogVerifyQr {...qr} />}
    </>
  );
}
