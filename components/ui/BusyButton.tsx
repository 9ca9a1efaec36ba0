'use client';

import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useHydrated } from '@/lib/client/hooks';

interface BusyButtonProps extends ComponentProps<typeof Button> {
  /** Shows the spinner: this button's action is under way. */
  busy?: boolean;
}

/**
 * A button that shows a small spinner while its action runs. As a submit button it stays
 * disabled until the page is hydrated: a form sent before its script runs would go out as the
 * browser's own GET, with every field (a password too) in the address.
 */
export function BusyButton({ busy = false, children, disabled, ...props }: BusyButtonProps) {
  const hydrated = useHydrated();
  const waiting = props.type === 'submit' && !hydrated;
  return (
    <Button {...props} disabled={disabled || waiting}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
