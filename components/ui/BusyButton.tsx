'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/client/hooks';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Bootstrap's button style: `primary` (the default), `danger`, `outline-primary`… */
  variant?: string;
  /** Shows the spinner: this button's action is under way. */
  busy?: boolean;
}

/**
 * A button that shows a small spinner while its action runs, in plain markup with Bootstrap's
 * classes (the public forms use it too, and their pages leave react-bootstrap out). As a submit
 * button it stays disabled until the page is hydrated: a form sent before its script runs would
 * go out as the browser's own GET, with every field (a password too) in the address.
 */
export function BusyButton({
  busy = false,
  variant = 'primary',
  type = 'button',
  className,
  disabled,
  children,
  ...props
}: BusyButtonProps) {
  const hydrated = useHydrated();
  const waiting = type === 'submit' && !hydrated;
  return (
    <button
      {...props}
      type={type}
      className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || waiting}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
