'use client';

import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface BusyButtonProps extends ComponentProps<typeof Button> {
  /** Shows the spinner: this button's action is under way. */
  busy?: boolean;
}

/** A button that shows a small spinner while its action runs. */
export function BusyButton({ busy = false, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props}>
      {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
