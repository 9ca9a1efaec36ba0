'use client';

import { useTranslations } from '@/lib/client/intl';
import Placeholder from 'react-bootstrap/Placeholder';
import { DogThumb } from '@/features/dogs/ui/admin/DogThumb';
import { useAdminDogs } from '@/features/dogs/ui/admin/useAdminDogs';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { adminPaths } from '@/lib/paths.mjs';
import { MAX_PHOTOS_PER_DOG } from '@/lib/validation/upload';

/** `/admin/products/product-image-upload`: pick the dog whose photos to manage. */
export function DogChooser() {
  const t = useTranslations('PhotoManager');
  const { data: dogs } = useAdminDogs();
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('chooseTitle')}</h1>
      {!dogs && (
        <Placeholder as="div" animation="glow" aria-busy="true">
          <Placeholder xs={12} className="mb-2" />
          <Placeholder xs={12} />
        </Placeholder>
      )}
      {dogs?.length === 0 && (
        <p>
          {t.rich('chooseEmpty', {
            link: (chunks) => <PrefetchLink href={adminPaths.addDog}>{chunks}</PrefetchLink>,
          })}
        </p>
      )}
      {dogs && dogs.length > 0 && (
        <div className="list-group">
          {dogs.map((dog) => (
            <PrefetchLink
              key={dog.id}
              href={adminPaths.dogPhotos(dog.id)}
              className="list-group-item list-group-item-action d-flex align-items-center gap-3"
            >
              <DogThumb dog={dog} alt="" size={48} />
              <span className="fw-semibold">{dog.name}</span>
              <span className="ms-auto small text-body-secondary">
                {t('photoCount', { count: dog.images.length, limit: MAX_PHOTOS_PER_DOG })}
              </span>
            </PrefetchLink>
          ))}
        </div>
      )}
    </div>
  );
}
