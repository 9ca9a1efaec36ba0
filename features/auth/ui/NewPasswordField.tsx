'use client';

import { FormField } from '@/components/ui/FormField';
import { PasswordInput } from '@/components/ui/PasswordInput';

interface NewPasswordFieldProps {
  id: string;
  label: string;
  /** What a strong enough password is. */
  help: string;
  /** An `apiErrors` key. */
  error?: string;
}

/** A password being chosen (`password`), with what it takes: sign-up and a password reset. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return (
    <FormField {...props}>
      <PasswordInput name="password" autoComplete="new-password" />
    </FormField>
  );
}
