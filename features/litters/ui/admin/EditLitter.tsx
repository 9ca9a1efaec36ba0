'use client';

import useSWR from 'swr';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PhotosSection } from '@/components/admin/photos/PhotosSection';
import { litterPhotos } from '@/components/admin/photos/usePhotoCollection';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { fetcher, KEYS } from '@/lib/client/api';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { adminPaths } from '@/lib/paths.mjs';
import type { DogImage, Litter } from '@/lib/validation/responses';
import type { ParentOption } from './litter-fields';
import { LitterForm } from './LitterForm';
import { useLitterName } from '@/features/dogs/ui/admin/useLitterName';

/** A litter's form and its photos (the same photo manager as a dog's). */
export function EditLitter({
  litter,
  parents,
}: {
  litter: Litter | null;
  parents: ParentOption[];
}) {
  const t = useTranslations('LitterAdmin');
  const tLitters = useTranslations('Litters');
  const name = useLitterName();
  const key = litter ? KEYS.litter(litter.id) : null;
  const { data = litter, mutate } = useSWR<Litter | null>(key, fetcher, {
    fallbackData: litter,
    revalidateOnMount: false,
    onError: reportError,
  });
  if (!data) {
    return (
      <div className="container py-4">
        <h1 className="h3">{t('editPageTitle')}</h1>
        <p>{t('missingText')}</p>
        <PrefetchLink href={adminPaths.litters}>{t('cancel')}</PrefetchLink>
      </div>
    );
  }
  const setImages = (images: DogImage[]) => void mutate({ ...data, images }, { revalidate: false });
  return (
    <div className="container py-4">
      <ScreenHeader title={t('editTitle', { name: name(data) })} />
      <LitterForm litter={data} parents={parents} />
      <PhotosSection
        id="litter-photos"
        title={t('photosTitle')}
        collection={litterPhotos(data.id)}
        images={data.images}
        setImages={setImages}
        photoAlt={(position) =>
          tLitters('photoAlt', { mother: data.mother.name, number: position })
        }
      />
    </div>
  );
}
