'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslations } from '@/lib/client/intl';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a button that shows what was typed (and hides it again), for the public
 * forms (inside FormField) and the admin's (as react-bootstrap's `Form.Control as`). The group
 * carries the input's `is-invalid`, so the error after it shows as after a plain input. The
 * button's name ("Show", pressed or not) leaves the field's own label the only one that names
 * a password; the tooltip says it in full.
 */
export function PasswordInput({ className = 'form-control', ...input }: PasswordInputProps) {
  const t = useTranslations('Common');
  const [visible, setVisible] = useState(false);
  const invalid = className.split(' ').includes('is-invalid');
  return (
    <div className={`input-group${invalid ? ' is-invalid' : ''}`}>
      <input
        {...input}
        className={className}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('reveal')}
        title={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        aria-controls={input.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <span className="password-reveal-icon" aria-hidden="true" />
      </button>
    </div>
  );
}
