import { setRequestLocale } from 'next-intl/server';
import { DogMissing } from '@/components/admin/dogs/DogMissing';
import { DogPhotos } from '@/components/admin/photos/DogPhotos';
import { DogVideos } from '@/components/admin/videos/OwnerVideos';
import type { AppLocale } from '@/i18n/routing';
import { getAdminDog } from '@/lib/api/admin-dogs';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'dogPhotos');
}

async function DogPhotosPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.dogPhotos(id));
  const dog = await getAdminDog(adminDogId(id));
  if (!dog) return <DogMissing />;
  return (
    <>
      <DogPhotos id={dog.id} initial={dog} />
      <DogVideos id={dog.id} />
    </>
  );
}

export default adminScreen('dogPhotos', DogPhotosPage);
