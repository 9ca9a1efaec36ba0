'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';

// The dialog (react-bootstrap's Modal and its transitions) loads when it is first asked for, not
// with the screen.
const ConfirmModal = dynamic(() => import('./ConfirmModal').then((m) => m.ConfirmModal), {
  ssr: false,
});

/**
 * Asks before anything that cannot be undone (./ConfirmModal.tsx). Rendered once first shown,
 * then kept, so that it closes with its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.show);
  if (props.show && !asked) setAsked(true);
  return asked ? <ConfirmModal {...props} /> : null;
}
