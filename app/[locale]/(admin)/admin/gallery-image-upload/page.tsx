import { setRequestLocale } from 'next-intl/server';
import { GalleryPhotos } from '@/features/gallery/ui/admin/GalleryPhotos';
import { WatermarkForm } from '@/components/admin/photos/WatermarkForm';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { readWatermarkSettings } from '@/lib/server/watermark-settings';
import { cachedGallery } from '@/features/gallery/reads';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'gallery');
}

async function GalleryPhotosPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.gallery);
  const watermark = await readWatermarkSettings();
  return (
    <>
      <GalleryPhotos initial={await cachedGallery()} />
      <div className="container pb-4">
        <WatermarkForm initial={watermark} />
      </div>
    </>
  );
}

export default adminScreen('gallery', GalleryPhotosPage);
