'use client';

import { useTranslations } from '@/lib/client/intl';
import { useSWRConfig } from 'swr';
import { DogMissing } from '@/features/dogs/ui/admin/DogMissing';
import { useAdminDog } from '@/features/dogs/ui/admin/useAdminDog';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { KEYS } from '@/lib/client/api';
import { adminPaths } from '@/lib/paths.mjs';
import { dogEditPath } from '@/lib/admin-sections';
import type { Dog, DogImage } from '@/lib/validation/responses';
import { PhotoManager, PhotosSkeleton } from '@/components/admin/photos/PhotoManager';
import { dogPhotos } from '@/components/admin/photos/usePhotoCollection';

/** `/admin/products/product-image-upload/{id}`: one dog's photos; the first is its cover. */
export function DogPhotos({ id, initial }: { id: number | null; initial?: Dog }) {
  const t = useTranslations('PhotoManager');
  const tDogs = useTranslations('Dogs');
  const { mutate: mutateKey } = useSWRConfig();
  const { data: dog, mutate, missing } = useAdminDog(id, initial);
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
          <PrefetchLink href={dogEditPath(dog)} className="btn btn-outline-primary">
            {t('editDog')}
          </PrefetchLink>
        )}
        {dog?.kind === 'parent' ? (
          <PrefetchLink href={adminPaths.parents} className="btn btn-outline-secondary">
            {t('backToParents')}
          </PrefetchLink>
        ) : (
          <PrefetchLink href={adminPaths.dogs} className="btn btn-outline-secondary">
            {t('backToDogs')}
          </PrefetchLink>
        )}
      </ScreenHeader>
      {dog ? (
        <PhotoManager
          collection={dogPhotos(dog.id)}
          images={dog.images}
          setImages={setImages}
          photoAlt={(position) => tDogs('photoAlt', { name: dog.name, number: position })}
        />
      ) : (
        <PhotosSkeleton />
      )}
    </div>
  );
}
