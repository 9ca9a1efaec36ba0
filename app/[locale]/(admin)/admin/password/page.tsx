import { setRequestLocale } from 'next-intl/server';
import { PasswordForm } from '@/components/admin/account/PasswordForm';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'password');
}

async function PasswordPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.password);
  return <PasswordForm />;
}

export default adminScreen('password', PasswordPage);
