import { setRequestLocale } from 'next-intl/server';
import { DogForm } from '@/features/dogs/ui/admin/DogForm';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'addParent');
}

async function AddParentPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.addParent);
  return <DogForm kind="parent" />;
}

export default adminScreen('addParent', AddParentPage);
