'use client';

import { useTranslations } from '@/lib/client/intl';
import useSWR from 'swr';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { fetcher, KEYS } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import { publicPaths } from '@/lib/paths.mjs';
import type { DogImage } from '@/lib/validation/responses';
import { PhotoManager, PhotosSkeleton } from '@/components/admin/photos/PhotoManager';
import { galleryPhotos } from '@/components/admin/photos/usePhotoCollection';

/**
 * `/admin/gallery-image-upload`: the owners' photos shown on `/gallery`, in this order; first as
 * the server rendered them (`initial`).
 */
export function GalleryPhotos({ initial }: { initial?: DogImage[] }) {
  const t = useTranslations('PhotoManager');
  const tGallery = useTranslations('GalleryPage');
  const { data, mutate } = useSWR<DogImage[]>(KEYS.gallery, fetcher, {
    fallbackData: initial,
    revalidateOnFocus: false,
    onError: reportError,
  });

  return (
    <div className="container py-4">
      <ScreenHeader title={t('galleryTitle')}>
        <PrefetchLink href={publicPaths.gallery} className="btn btn-outline-secondary">
          {t('viewGallery')}
        </PrefetchLink>
      </ScreenHeader>
      <p className="text-body-secondary">{t('galleryIntro')}</p>
      {data ? (
        <PhotoManager
          collection={galleryPhotos}
          images={data}
          setImages={(images) => void mutate(images, { revalidate: false })}
          photoAlt={(position) => tGallery('photoAlt', { number: position })}
        />
      ) : (
        <PhotosSkeleton />
      )}
    </div>
  );
}
