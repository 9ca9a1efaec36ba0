import { setRequestLocale } from 'next-intl/server';
import { DogAdminList } from '@/features/dogs/ui/admin/DogAdminList';
import type { AppLocale } from '@/i18n/routing';
import { getAdminDogs } from '@/features/dogs/reads';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'dogs');
}

async function AdminDogsPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.dogs);
  return <DogAdminList kind="puppy" initial={await getAdminDogs()} />;
}

export default adminScreen('dogs', AdminDogsPage);
