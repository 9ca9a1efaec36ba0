import { setRequestLocale } from 'next-intl/server';
import { DogPhotosScreen } from '@/features/dogs/ui/admin/DogPhotosScreen';
import { DogVideos } from '@/features/videos/ui/admin/OwnerVideos';
import type { AppLocale } from '@/i18n/routing';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'dogPhotos');
}

async function DogPhotosPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <DogPhotosScreen
      id={id}
      path={adminPaths.dogPhotos(id)}
      below={(dog) => <DogVideos id={dog.id} name={dog.name} />}
    />
  );
}

export default adminScreen('dogPhotos', DogPhotosPage);
