'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { fetcher, KEYS, reportError, type DogImage } from '@/lib/api/client';
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
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('galleryTitle')}</h1>
        <PrefetchLink href="/gallery" className="btn btn-outline-secondary">
          {t('viewGallery')}
        </PrefetchLink>
      </div>
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
