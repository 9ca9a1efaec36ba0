import { redirect } from 'next/navigation';
import { DamHeatsLink } from '@/features/breeding/ui/admin/RecordLinks';
import { DogVerifyQr } from '@/features/verification/ui/admin/DogVerifyQr';
import { DogMissing } from '@/features/dogs/ui/admin/DogMissing';
import { EditDog } from '@/features/dogs/ui/admin/EditDog';
import { WithFormLists } from '@/features/dogs/ui/admin/WithFormLists';
import { dogVerifyQr, getAdminDog, getAdminDogs, listAllLitters } from '@/features/dogs/reads';
import { requireAdminPage } from '@/features/auth/session';
import { dogEditPath } from '@/lib/admin-sections';
import { adminDogId } from '@/lib/paths.mjs';

/** A dog's form, at `path`; a dog of the other kind goes to its own address. */
export async function EditDogScreen({ id, path }: { id: string; path: string }) {
  await requireAdminPage(path);
  const [dog, litters, dogs] = await Promise.all([
    getAdminDog(adminDogId(id)),
    listAllLitters(),
    getAdminDogs(),
  ]);
  if (!dog) return <DogMissing />;
  if (dogEditPath(dog) !== path) redirect(dogEditPath(dog));
  // The puppy's verification page as a QR code to print, under its form.
  const qr = await dogVerifyQr(dog.id);
  return (
    <>
      {dog.kind === 'parent' && dog.gender === 'female' && <DamHeatsLink dogId={dog.id} />}
      <WithFormLists litters={litters} dogs={dogs}>
        <EditDog id={dog.id} initial={dog} />
      </WithFormLists>
      {qr && <DogVerifyQr {...qr} />}
    </>
  );
}
