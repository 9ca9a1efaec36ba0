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

/** The form's three password inputs; each one's label is the message named like the field. */
const PASSWORD_FIELDS: readonly {
  name: keyof PasswordChangeForm;
  id: string;
  autoComplete: 'current-password' | 'new-password';
  help?: 'newPasswordHelp';
}[] = [
  { name: 'currentPassword', id: 'password-current', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    id: 'password-new',
    autoComplete: 'new-password',
    help: 'newPasswordHelp',
  },
  { name: 'confirmPassword', id: 'password-confirm', autoComplete: 'new-password' },
];

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
        {PASSWORD_FIELDS.map(({ name, id, autoComplete, help }) => (
          <TextField
            key={name}
            id={id}
            label={t(name)}
            as={PasswordInput}
            autoComplete={autoComplete}
            help={help ? t(help) : undefined}
            error={errors[name]}
            {...register(name)}
          />
        ))}
        <BusyButton type="submit" disabled={isSubmitting} busy={isSubmitting}>
          {t('submit')}
        </BusyButton>
      </form>
      {language}
    </div>
  );
}
