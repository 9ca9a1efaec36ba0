'use client';

import { useState, useSyncExternalStore } from 'react';
import { BusyButton } from '@/components/ui/BusyButton';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { showMessage } from '@/lib/client/alerts';
import { useTranslations } from '@/lib/client/intl';
import { publicPaths } from '@/lib/public-paths.mjs';
import { DEFAULT_AFTER_LOGIN } from '@/lib/redirect';
import {
  newPasswordErrors,
  RESET_FIELDS,
  RESET_TOKEN_PATTERN,
} from '@/features/auth/password-fields';
import { AuthCard } from './AuthCard';
import { useAuthForm } from './useAuthForm';
import { NewPasswordField } from './NewPasswordField';
import { useSignedIn } from './useSessionForm';

/** The token of the mailed link, from its fragment (`#token=…`), which never leaves the browser. */
function tokenInAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

function onHashChange(callback: () => void) {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

/**
 * `/reset-password#token=…`: the new password, twice; then the breeder is signed in (every other
 * session and device cookie is revoked) and goes on to the admin. A static page: the token is
 * read here, so neither the page's cache nor any server's log ever holds it.
 */
export function ResetPasswordForm({ minutes }: { minutes: number }) {
  const t = useTranslations('ResetPasswordPage');
  const signedIn = useSignedIn();
  // Unknown (undefined) in the server's HTML and while hydrating; null: opened without a token.
  const token = useSyncExternalStore<string | null | undefined>(
    onHashChange,
    tokenInAddress,
    () => undefined,
  );
  const [linkInvalid, setLinkInvalid] = useState(false);

  const { errors, busy, onChange, onSubmit } = useAuthForm({
    fields: RESET_FIELDS,
    check: newPasswordErrors,
    send: async (values, client) => {
      await client.apiFetch('/auth/password-reset', {
        method: 'PUT',
        body: { token: tokenInAddress() ?? '', password: values.password },
      });
      signedIn(DEFAULT_AFTER_LOGIN, t('done'));
    },
    explain: (error, client) => {
      if (!(error instanceof client.ApiRequestError)) return false;
      if (error.status === 410) {
        setLinkInvalid(true);
        return true;
      }
      if (error.status === 429) {
        const wait = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
        showMessage({ type: 'danger', messages: [t('throttled', { minutes: wait })] });
        return true;
      }
      return false;
    },
  });

  const problem = linkInvalid
    ? t('invalidLink', { minutes: String(minutes) })
    : token === null && t('missingLink');
  return (
    <AuthCard title={t('title')}>
      {problem && (
        <div className="alert alert-warning" role="alert">
          <p>{problem}</p>
          <PrefetchLink href={publicPaths.forgotPassword} className="btn btn-primary">
            {t('newLink')}
          </PrefetchLink>
        </div>
      )}
      <form noValidate onChange={onChange} onSubmit={onSubmit} hidden={token === null}>
        <NewPasswordField
          id="reset-password"
          label={t('password')}
          help={t('passwordHelp')}
          error={errors.password}
        />
        <FormField id="reset-confirm" label={t('confirmPassword')} error={errors.confirmPassword}>
          <PasswordInput name="confirmPassword" autoComplete="new-password" />
        </FormField>
        <BusyButton type="submit" className="w-100" busy={busy} disabled={busy || linkInvalid}>
          {t('submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}
