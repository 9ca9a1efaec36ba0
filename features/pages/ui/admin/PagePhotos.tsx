'use client';

import { PhotoManager } from '@/components/admin/photos/PhotoManager';
import { pagePhotos } from '@/components/admin/photos/usePhotoCollection';
import type { PageKey, PagePhoto } from '@/features/pages/content';
import { useTranslations } from '@/lib/client/intl';

/** The page's own photos: uploaded, cropped and deleted as a dog's; its photo blocks pick them. */
export function PagePhotos({
  page,
  photos,
  setPhotos,
}: {
  page: PageKey;
  photos: PagePhoto[];
  setPhotos: (photos: PagePhoto[]) => void;
}) {
  const t = useTranslations('AdminPages');
  return (
    <section className="mt-5" aria-labelledby="page-photos-title">
      <h2 id="page-photos-title" className="h4">
        {t('photosTitle')}
      </h2>
      <p className="small text-body-secondary">{t('photosHelp')}</p>
      <PhotoManager
        collection={pagePhotos(page)}
        images={photos}
        setImages={setPhotos}
        photoAlt={(position) => t('photoNumber', { number: position })}
      />
    </section>
  );
}
