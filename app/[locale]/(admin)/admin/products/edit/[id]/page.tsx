import { setRequestLocale } from 'next-intl/server';
import { DogVerifyQr } from '@/components/admin/dogs/DogVerifyQr';
import { EditDog } from '@/components/admin/dogs/EditDog';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { dogVerifyQr } from '@/lib/server/verify-qr';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'editDog');
}

export default async function EditDogPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editDog(id));
  const dogId = adminDogId(id);
  // The puppy's verification page as a QR code to print (issue 34), under its form.
  const qr = dogId === null ? null : await dogVerifyQr(dogId);
  return (
    <>
      <EditDog id={dogId} />
      {qr && <DogVerifyQr {...qr} />}
    </>
  );
}
