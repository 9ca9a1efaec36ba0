'use client';

import { PhotoManager } from '@/components/admin/photos/PhotoManager';
import { pagePhotos } from '@/components/admin/photos/usePhotoCollection';
import type { PageKey, PagePhoto } from '@/features/pages/content';
import { useTranslations } from '@/lib/client/intl';
import { TitledSection } from '@/components/ui/TitledSection';

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
    <TitledSection
      id="page-photos-title"
      title={t('photosTitle')}
      headingClass="h4"
      className="mt-5"
    >
      <p className="small text-body-secondary">{t('photosHelp')}</p>
      <PhotoManager
        collection={pagePhotos(page)}
        images={photos}
        setImages={setPhotos}
        photoAlt={(position) => t('photoNumber', { number: position })}
      />
    </TitledSection>
  );
}
