'use client';

import { useState } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { publicPaths } from '@/lib/public-paths.mjs';
import { FORGOT_FIELDS, forgotErrors } from '@/features/auth/fields';
import { AuthCard } from './AuthCard';
import { EmailField } from './EmailField';
import { useAuthForm } from './useAuthForm';

/**
 * `/forgot-password` with mail configured: the breeder's e-mail, then the same answer whether or
 * not it has an account (the server mails a link only if it has). Checked like the sign-in form.
 */
export function ForgotPasswordForm({ minutes }: { minutes: number }) {
  const t = useTranslations('ForgotPasswordPage');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, busy, formRef, onChange, onSubmit } = useAuthForm({
    draft: 'forgot-password',
    fields: FORGOT_FIELDS,
    check: forgotErrors,
    staysAfterSuccess: true,
    send: async (values, client) => {
      await client.apiFetch('/auth/password-reset', {
        method: 'POST',
        body: { email: values.email, locale },
      });
      setSentTo(values.email.trim());
    },
    explain: (error, client) => {
      if (!(error instanceof client.ApiRequestError) || error.status !== 429) return false;
      const wait = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      showMessage({ type: 'danger', messages: [t('throttled', { minutes: wait })] });
      return true;
    },
  });

  return (
    <AuthCard title={t('title')}>
      {sentTo !== null && (
        <div className="alert alert-success" role="status">
          {t('sent', { email: sentTo, minutes: String(minutes) })}
        </div>
      )}
      {/* Hidden, not removed, after sending: "send another link" brings back what was typed. */}
      <form
        ref={formRef}
        noValidate
        onChange={onChange}
        onSubmit={onSubmit}
        hidden={sentTo !== null}
      >
        <p className="text-body-secondary">{t('intro')}</p>
        <EmailField id="forgot-email" label={t('email')} error={errors.email} />
        <BusyButton type="submit" className="w-100" busy={busy} disabled={busy}>
          {t('submit')}
        </BusyButton>
      </form>
      {sentTo !== null && (
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          onClick={() => setSentTo(null)}
        >
          {t('again')}
        </button>
      )}
      <p className="mt-3 mb-0 text-center">
        <PrefetchLink href={publicPaths.login}>{t('toLogin')}</PrefetchLink>
      </p>
    </AuthCard>
  );
}
