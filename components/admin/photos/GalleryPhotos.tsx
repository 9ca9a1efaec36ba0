'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { fetcher, KEYS } from '@/lib/client/api';
import { reportError } from '@/lib/client/report-error';
import type { DogImage } from '@/lib/validation/responses';
import { PhotoManager, PhotosSkeleton } from './PhotoManager';

/** `/admin/gallery-image-upload`: the owners' photos shown on `/gallery`, in this order. */
export function GalleryPhotos() {
  const t = useTranslations('PhotoManager');
  const tGallery = useTranslations('GalleryPage');
  const { data, mutate } = useSWR<DogImage[]>(KEYS.gallery, fetcher, {
    revalidateOnFocus: false,
    onError: reportError,
  });

  return (
    <div className="container py-4">
      <ScreenHeader title={t('galleryTitle')}>
        <PrefetchLink href="/gallery" className="btn btn-outline-secondary">
          {t('viewGallery')}
        </PrefetchLink>
      </ScreenHeader>
      <p className="text-body-secondary">{t('galleryIntro')}</p>
      {data ? (
        <PhotoManager
          images={data}
          setImages={(images) => void mutate(images, { revalidate: false })}
          uploadPath="/admin/gallery"
          orderPath="/admin/gallery/order"
          deletePath={(imageId) => `/admin/gallery/${imageId}`}
          limit={null}
          photoAlt={(position) => tGallery('photoAlt', { number: position })}
        />
      ) : (
        <PhotosSkeleton />
      )}
    </div>
  );
}
