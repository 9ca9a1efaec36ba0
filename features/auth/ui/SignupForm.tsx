'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormField } from '@/components/ui/FormField';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/public-paths.mjs';
import { DEFAULT_AFTER_LOGIN } from '@/lib/redirect';
import { AUTH_LIMITS, SIGNUP_FIELDS } from '@/features/auth/fields';
import { signupErrors } from '@/features/auth/signup-fields';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { useSessionForm } from './useSessionForm';
import { NewPasswordField } from './NewPasswordField';

/**
 * `/signup`: creates the first admin while no user exists; afterwards says it is closed. Checked
 * like the sign-in form, with the plain functions of auth-fields.
 */
export function SignupForm({ open }: { open: boolean }) {
  const t = useTranslations('SignupPage');
  const [closed, setClosed] = useState(!open);
  const { errors, busy, formRef, onChange, onSubmit } = useSessionForm('signup', {
    fields: SIGNUP_FIELDS,
    check: signupErrors,
    to: () => DEFAULT_AFTER_LOGIN,
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
        <FormField id="signup-name" label={t('name')} error={errors.name}>
          <input type="text" name="name" autoComplete="name" maxLength={AUTH_LIMITS.name} />
        </FormField>
        <EmailField id="signup-email" label={t('email')} error={errors.email} />
        <NewPasswordField
          id="signup-password"
          label={t('password')}
          help={t('passwordHelp')}
          error={errors.password}
        />
        <BusyButton type="submit" className="w-100" busy={busy} disabled={busy}>
          {t('submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
