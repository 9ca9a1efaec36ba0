'use client';

import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { adminPaths } from '@/lib/paths.mjs';

/** A dog's screen for an id that names no dog: says so, with the way back to the list. */
export function DogMissing() {
  const t = useTranslations('AdminDogs');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('missingTitle')}</h1>
      <p>{t('missingText')}</p>
      <PrefetchLink href={adminPaths.dogs} className="btn btn-primary">
        {t('backToList')}
      </PrefetchLink>
    </div>
  );
}
