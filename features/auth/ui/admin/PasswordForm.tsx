'use client';

import { useTranslations } from '@/lib/client/intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { TextField } from '@/components/admin/TextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { applyServerErrors } from '@/lib/client/form-errors';
import { lazyZodResolver } from '@/lib/client/lazy-resolver';
import type { PasswordChangeForm } from '@/features/auth/schema';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * `/admin/password`: the breeder changes the password with the current one. The API applies the
 * password rule, refuses common passwords and throttles wrong current passwords like a login;
 * the fresh session (and device cookie) it answers with replaces this browser's, every other one
 * ends. The new password is asked for twice; only the API's two fields are sent.
 */
export function PasswordForm({ language }: { language?: ReactNode }) {
  const t = useTranslations('PasswordPage');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: lazyZodResolver(() =>
      import('@/features/auth/schema').then((m) => m.passwordChangeFormSchema),
    ),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await apiFetch('/auth/password', { method: 'PUT', body: { currentPassword, newPassword } });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes })] });
      } else if (error instanceof ApiRequestError && error.message === 'invalidCredentials') {
        setError('currentPassword', { type: 'server', message: 'wrongCurrentPassword' });
        showMessage({ type: 'danger', messages: ['wrongCurrentPassword'] });
      } else {
        applyServerErrors(error, setError, FIELDS);
      }
      return;
    }
    reset();
    showMessage({ type: 'success', messages: [t('changed')] });
  });

  return (
    <div className="container py-4">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('intro')}</p>
      <form noValidate onSubmit={onSubmit} className="admin-narrow-form mb-5">
        <TextField
          id="password-current"
          label={t('currentPassword')}
          as={PasswordInput}
          autoComplete="current-password"
          error={errors.currentPassword}
          {...register('currentPassword')}
        />
        <TextField
          id="password-new"
          label={t('newPassword')}
          as={PasswordInput}
          autoComplete="new-password"
          help={t('newPasswordHelp')}
          error={errors.newPassword}
          {...register('newPassword')}
        />
        <TextField
          id="password-confirm"
          label={t('confirmPassword')}
          as={PasswordInput}
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...register('confirmPassword')}
        />
        <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
          {t('submit')}
        </BusyButton>
      </form>
      {language}
    </div>
  );
}
