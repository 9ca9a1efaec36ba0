import { setRequestLocale } from 'next-intl/server';
import { DogVerifyQr } from '@/components/admin/dogs/DogVerifyQr';
import { DogMissing } from '@/components/admin/dogs/DogMissing';
import { EditDog } from '@/components/admin/dogs/EditDog';
import { WithLitters } from '@/components/admin/dogs/WithLitters';
import type { AppLocale } from '@/i18n/routing';
import { getAdminDog } from '@/lib/api/admin-dogs';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { dogVerifyQr } from '@/lib/server/verify-qr';
import { listAllLitters } from '@/lib/server/litters';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'editDog');
}

async function EditDogPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editDog(id));
  const [dog, litters] = await Promise.all([getAdminDog(adminDogId(id)), listAllLitters()]);
  if (!dog) return <DogMissing />;
  // The puppy's verification page as a QR code to print (issue 34), under its form.
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

export default adminScreen('editDog', EditDogPage);
