import { setRequestLocale } from 'next-intl/server';
import { DogForm } from '@/features/dogs/ui/admin/DogForm';
import { WithLitters } from '@/features/dogs/ui/admin/WithLitters';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listAllLitters } from '@/features/litters/server/litters';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'addDog');
}

async function AddDogPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.addDog);
  return (
    <WithLitters litters={await listAllLitters()}>
      <DogForm kind="puppy" />
    </WithLitters>
  );
}

export default adminScreen('addDog', AddDogPage);
