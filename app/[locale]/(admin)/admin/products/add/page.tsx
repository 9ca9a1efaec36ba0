import { setRequestLocale } from 'next-intl/server';
import { DogForm } from '@/features/dogs/ui/admin/DogForm';
import { getAdminDogs } from '@/features/dogs/reads';
import { listAllLitters } from '@/features/litters/server/litters';
import { WithFormLists } from '@/features/dogs/ui/admin/WithFormLists';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'addDog');
}

async function AddDogPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.addDog);
  const [litters, dogs] = await Promise.all([listAllLitters(), getAdminDogs()]);
  return (
    <WithFormLists litters={litters} dogs={dogs}>
      <DogForm kind="puppy" />
    </WithFormLists>
  );
}

export default adminScreen('addDog', AddDogPage);
