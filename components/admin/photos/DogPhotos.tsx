'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { DogMissing } from '@/components/admin/dogs/EditDog';
import { useAdminDog } from '@/components/admin/dogs/useAdminDog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { KEYS } from '@/lib/client/api';
import type { DogImage } from '@/lib/validation/responses';
import { MAX_PHOTOS_PER_DOG } from '@/lib/validation/upload';
import { PhotoManager, PhotosSkeleton } from './PhotoManager';

/** `/admin/products/product-image-upload/{id}`: one dog's photos; the first is its cover. */
export function DogPhotos({ id }: { id: number | null }) {
  const t = useTranslations('PhotoManager');
  const tDogs = useTranslations('Dogs');
  const { mutate: mutateKey } = useSWRConfig();
  const { data: dog, mutate, missing } = useAdminDog(id);
  if (missing) return <DogMissing />;

  const setImages = (images: DogImage[]) => {
    if (!dog) return;
    void mutate({ ...dog, images }, { revalidate: false });
    void mutateKey(KEYS.dogs);
  };

  return (
    <div className="container py-4">
      <ScreenHeader title={dog ? t('dogTitle', { name: dog.name }) : t('dogTitleLoading')}>
        {dog && (
          <PrefetchLink href={`/admin/products/edit/${dog.id}`} className="btn btn-outline-primary">
            {t('editDog')}
          </PrefetchLink>
        )}
        <PrefetchLink href="/admin/products" className="btn btn-outline-secondary">
          {t('backToDogs')}
        </PrefetchLink>
      </ScreenHeader>
      {dog ? (
        <PhotoManager
          images={dog.images}
          setImages={setImages}
          uploadPath={`${KEYS.dog(dog.id)}/images`}
          orderPath={`${KEYS.dog(dog.id)}/images/order`}
          deletePath={(imageId) => `${KEYS.dog(dog.id)}/images/${imageId}`}
          limit={MAX_PHOTOS_PER_DOG}
          photoAlt={(position) => tDogs('photoAlt', { name: dog.name, number: position })}
        />
      ) : (
        <PhotosSkeleton />
      )}
    </div>
  );
}
