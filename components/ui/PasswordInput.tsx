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
        <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M8 3C4.4 3 1.6 5.3.5 8c1.1 2.7 3.9 5 7.5 5s6.4-2.3 7.5-5C14.4 5.3 11.6 3 8 3Zm0 8.3A3.3 3.3 0 1 1 8 4.7a3.3 3.3 0 0 1 0 6.6Zm0-5A1.7 1.7 0 1 0 8 9.7 1.7 1.7 0 0 0 8 6.3Z" />
          {visible && <path d="M2.1 1.4 14.6 13.9l-.7.7L1.4 2.1Z" />}
        </svg>
      </button>
    </div>
  );
}
