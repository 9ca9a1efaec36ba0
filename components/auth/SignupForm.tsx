'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/client/intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import { TextField } from '@/components/admin/TextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { applyServerErrors } from '@/lib/client/form-errors';
import { notifySessionChange } from '@/lib/client/signed-in-hint';
import { publicPaths } from '@/lib/paths.mjs';
import { DEFAULT_AFTER_LOGIN } from '@/lib/redirect';
import { signupSchema, type SignupInput } from '@/lib/validation/auth';
import { AuthCard } from './AuthCard';

/** `/signup`: creates the first admin while no user exists; afterwards says it is closed. */
export function SignupForm({ open }: { open: boolean }) {
  const t = useTranslations('SignupPage');
  const router = useRouter();
  const [closed, setClosed] = useState(!open);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/auth/signup', { method: 'POST', body: values });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) setClosed(true);
      applyServerErrors(error, setError, ['name', 'email', 'password']);
      return;
    }
    notifySessionChange();
    router.replace(DEFAULT_AFTER_LOGIN);
  });

  if (closed) {
    return (
      <AuthCard title={t('title')}>
        <Alert variant="info" className="mb-4">
          {t('closed')}
        </Alert>
        <PrefetchLink href={publicPaths.login} className="btn btn-primary w-100">
          {t('toLogin')}
        </PrefetchLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('title')}>
      <p className="text-body-secondary">{t('intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="signup-name"
          label={t('name')}
          autoComplete="name"
          error={errors.name}
          {...register('name')}
        />
        <TextField
          id="signup-email"
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id="signup-password"
          label={t('password')}
          type="password"
          autoComplete="new-password"
          help={t('passwordHelp')}
          error={errors.password}
          {...register('password')}
        />
        <BusyButton type="submit" className="w-100" disabled={isSubmitting} busy={isSubmitting}>
          {t('submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
