import { setRequestLocale } from 'next-intl/server';
import { LanguageForm } from '@/features/auth/ui/admin/LanguageForm';
import { PasswordForm } from '@/features/auth/ui/admin/PasswordForm';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'password');
}

/** The admin's account: the password, and the language of the admin and of the kennel's mail. */
async function PasswordPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const user = await requireAdminPage(adminPaths.password);
  return <PasswordForm language={<LanguageForm current={user.locale ?? locale} />} />;
}

export default adminScreen('password', PasswordPage);
