'use client';

import { useTranslations } from '@/lib/client/intl';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { publicPaths } from '@/lib/public-paths.mjs';
import { safeRedirect } from '@/lib/redirect';
import { AUTH_LIMITS, LOGIN_FIELDS, loginErrors } from '@/features/auth/fields';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { useSessionForm } from './useSessionForm';

/** Where to go once signed in: the remembered page (`?redirect=`) when it is safe, else the dog list. */
const afterLogin = () => safeRedirect(new URLSearchParams(window.location.search).get('redirect'));

/**
 * `/login`: e-mail and password; then the remembered page or the dog list (SPEC §4). A public
 * page: checked with the plain functions of auth-fields, not zod and a form library, which would
 * weigh on its script budget; the server's schema has the last word. The page is static HTML: the
 * address is read when the form is sent. `signupOpen`: no account exists yet, so the page points
 * to sign-up.
 */
export function LoginForm({ signupOpen }: { signupOpen: boolean }) {
  const t = useTranslations('LoginPage');
  const { errors, busy, formRef, onChange, onSubmit } = useSessionForm('login', {
    fields: LOGIN_FIELDS,
    check: loginErrors,
    to: afterLogin,
    explain: (error, client) => {
      if (!(error instanceof client.ApiRequestError)) return false;
      if (error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes })] });
        return true;
      }
      if (error.status === 401) {
        showMessage({ type: 'danger', messages: ['invalidCredentials'] });
        return true;
      }
      return false;
    },
  });

  return (
    <AuthCard title={t('title')}>
      <form ref={formRef} noValidate onChange={onChange} onSubmit={onSubmit}>
        <EmailField id="login-email" label={t('email')} error={errors.email} />
        <FormField id="login-password" label={t('password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            maxLength={AUTH_LIMITS.password}
          />
        </FormField>
        <BusyButton type="submit" className="w-100" busy={busy} disabled={busy}>
          {t('submit')}
        </BusyButton>
      </form>
      <p className="mt-3 mb-0 text-center">
        <PrefetchLink href={publicPaths.forgotPassword}>{t('forgot')}</PrefetchLink>
      </p>
      {signupOpen && (
        <p className="mt-4 mb-0 small text-body-secondary">
          {t.rich('firstRun', {
            link: (chunks) => <PrefetchLink href={publicPaths.signup}>{chunks}</PrefetchLink>,
          })}
        </p>
      )}
    </AuthCard>
  );
}
