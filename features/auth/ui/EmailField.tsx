'use client';

import { FormField } from '@/components/ui/FormField';
import { AUTH_LIMITS } from '@/features/auth/fields';

interface EmailFieldProps {
  id: string;
  label: string;
  /** An `apiErrors` key. */
  error?: string;
}

/** The account's e-mail address, as the sign-in and sign-up forms ask for it (`email`). */
export function EmailField({ id, label, error }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        maxLength={AUTH_LIMITS.email}
      />
    </FormField>
  );
}
