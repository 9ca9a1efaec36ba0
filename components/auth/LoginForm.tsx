'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/lib/client/intl';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/admin/TextField';
import { BusyButton } from '@/components/ui/BusyButton';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { applyServerErrors } from '@/lib/client/form-errors';
import { notifySessionChange } from '@/lib/client/signed-in-hint';
import { publicPaths } from '@/lib/paths.mjs';
import { loginSchema, type LoginInput } from '@/lib/validation/auth';
import { AuthCard } from './AuthCard';

interface LoginFormProps {
  /** Where to go once signed in. */
  redirectTo: string;
  /** Whether no account exists yet: then the page points to sign-up. */
  signupOpen: boolean;
}

/** `/login`: e-mail and password; then the remembered page or the dog list (SPEC §4). */
export function LoginForm({ redirectTo, signupOpen }: LoginFormProps) {
  const t = useTranslations('LoginPage');
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/auth/login', { method: 'POST', body: values });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes })] });
      } else if (error instanceof ApiRequestError && error.status === 401) {
        showMessage({ type: 'danger', messages: ['invalidCredentials'] });
      } else {
        applyServerErrors(error, setError, ['email', 'password']);
      }
      return;
    }
    notifySessionChange();
    router.replace(redirectTo);
  });

  return (
    <AuthCard title={t('title')}>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={t('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          error={errors.email}
          {...register('email')}
        />
        <TextField
          id="login-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        <BusyButton type="submit" className="w-100" disabled={isSubmitting} busy={isSubmitting}>
          {t('submit')}
        </BusyButton>
      </form>
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
