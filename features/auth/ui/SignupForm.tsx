'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { hideMessage } from '@/lib/client/alerts';
import { useErrorText } from '@/lib/client/error-text';
import { notifySessionChange } from '@/lib/client/signed-in-hint';
import { publicPaths } from '@/lib/public-paths.mjs';
import { DEFAULT_AFTER_LOGIN } from '@/lib/redirect';
import { AUTH_LIMITS, SIGNUP_FIELDS, signupErrors } from '@/features/auth/fields';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { useAuthForm } from './useAuthForm';

/**
 * `/signup`: creates the first admin while no user exists; afterwards says it is closed. Checked
 * like the sign-in form, with the plain functions of auth-fields.
 */
export function SignupForm({ open }: { open: boolean }) {
  const t = useTranslations('SignupPage');
  const errorText = useErrorText();
  const router = useRouter();
  const [closed, setClosed] = useState(!open);
  const { errors, busy, formRef, onChange, onSubmit } = useAuthForm({
    draft: 'signup',
    fields: SIGNUP_FIELDS,
    check: signupErrors,
    send: async (values, client) => {
      await client.apiFetch('/auth/signup', { method: 'POST', body: values });
      hideMessage();
      notifySessionChange();
      router.replace(DEFAULT_AFTER_LOGIN);
    },
    explain: (error, client) => {
      if (error instanceof client.ApiRequestError && error.status === 403) setClosed(true);
      return false;
    },
  });

  if (closed) {
    return (
      <AuthCard title={t('title')}>
        <div className="alert alert-info mb-4" role="alert">
          {t('closed')}
        </div>
        <PrefetchLink href={publicPaths.login} className="btn btn-primary w-100">
          {t('toLogin')}
        </PrefetchLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')}>
      <p className="text-body-secondary">{t('intro')}</p>
      <form ref={formRef} noValidate onChange={onChange} onSubmit={onSubmit}>
        <FormField id="signup-name" label={t('name')} error={errors.name} errorText={errorText}>
          <input type="text" name="name" autoComplete="name" maxLength={AUTH_LIMITS.name} />
        </FormField>
        <EmailField id="signup-email" label={t('email')} error={errors.email} />
        <FormField
          id="signup-password"
          label={t('password')}
          help={t('passwordHelp')}
          error={errors.password}
          errorText={errorText}
        >
          <PasswordInput name="password" autoComplete="new-password" />
        </FormField>
        <BusyButton type="submit" className="w-100" busy={busy} disabled={busy}>
          {t('submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
