import { setRequestLocale } from 'next-intl/server';
import { DogChooser } from '@/features/dogs/ui/admin/DogChooser';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'choosePhotos');
}

async function ChooseDogPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.choosePhotos);
  return <DogChooser />;
}

export default adminScreen('choosePhotos', ChooseDogPage);
