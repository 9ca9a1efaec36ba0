'use client';

import { useTranslations } from '@/lib/client/intl';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from '@/components/ui/BusyButton';
import { keepFocusInside } from '@/lib/client/focus-trap';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What happens, and for a change that mails someone, who gets mailed; fields it asks for. */
  body: ReactNode;
  confirmLabel: string;
  /** `primary` for a step forward; `danger` (the default) for what cannot be undone. */
  confirmVariant?: 'danger' | 'primary';
  onCancel: () => void;
  /** Runs the action; the dialog stays open (and busy) until it settles. */
  onConfirm: () => Promise<void>;
}

/**
 * Asks before anything that cannot be undone; Cancel has the focus, so Enter never deletes, and
 * Tab stays inside the dialog. Screens use it through ConfirmDialog, which loads it when needed.
 */
export function ConfirmModal({
  show,
  title,
  body,
  confirmLabel,
  confirmVariant = 'danger',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useTranslations('Common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      show={show}
      onHide={busy ? undefined : onCancel}
      centered
      aria-labelledby="confirm-title"
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => keepFocusInside(event, event.currentTarget)}
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="confirm-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t('cancel')}
        </Button>
        <BusyButton variant={confirmVariant} onClick={confirm} disabled={busy} busy={busy}>
          {confirmLabel}
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
