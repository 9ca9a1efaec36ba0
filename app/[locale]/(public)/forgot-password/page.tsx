import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/ui/AuthCard';
import { ForgotPasswordForm } from '@/features/auth/ui/ForgotPasswordForm';
import { ClientMessages, RESET_NAMESPACES } from '@/components/layout/ClientMessages';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { passwordResetByMail, RESET_TTL_MS } from '@/features/auth/server/password-reset';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'forgotPassword');
}

/** What the README tells a headless install to run (scripts/admin.ts). */
const SHELL_COMMAND = 'npm run admin -- password --email anna@example.com --password NewSecret99';

// Static HTML, the same for everyone: the form when mail is configured (SMTP_URL), else the
// shell command. Rendered again at least every minute, as the setting may change at a restart.
export const revalidate = 60;

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  if (passwordResetByMail()) {
    return (
      <ClientMessages namespaces={RESET_NAMESPACES}>
        <ForgotPasswordForm minutes={RESET_TTL_MS / 60_000} />
      </ClientMessages>
    );
  }
  const t = await getTranslations({ locale, namespace: 'ForgotPasswordPage' });
  return (
    <ClientMessages namespaces={RESET_NAMESPACES}>
      <AuthCard title={t('title')}>
        <p>{t('noMail')}</p>
        <div className="card card-body mb-3">
          <pre className="mb-0 text-wrap">
            <code>{SHELL_COMMAND}</code>
          </pre>
        </div>
        <p>{t('noMailAfter')}</p>
        <p className="mb-0 text-center">
          <PrefetchLink href={publicPaths.login}>{t('toLogin')}</PrefetchLink>
        </p>
      </AuthCard>
    </ClientMessages>
  );
}
