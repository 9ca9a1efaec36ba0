import { setRequestLocale } from 'next-intl/server';
import { DogPhotos } from '@/components/admin/photos/DogPhotos';
import { DogVideos } from '@/components/admin/videos/OwnerVideos';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'dogPhotos');
}

export default async function DogPhotosPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.dogPhotos(id));
  const dogId = adminDogId(id);
  return (
    <>
      <DogPhotos id={dogId} />
      {dogId !== null && <DogVideos id={dogId} />}
    </>
  );
}
