import { setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/features/auth/ui/ResetPasswordForm';
import { ClientMessages, RESET_NAMESPACES } from '@/components/layout/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { RESET_TTL_MS } from '@/features/auth/server/password-reset';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'resetPassword');
}

// Static HTML, the same for everyone: the mailed link's token is in its fragment, read by the
// form in the browser, so no cached copy, log or Referer ever holds it.
export default async function ResetPasswordPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <ClientMessages namespaces={RESET_NAMESPACES}>
      <ResetPasswordForm minutes={RESET_TTL_MS / 60_000} />
    </ClientMessages>
  );
}
