'use client';

import { useTranslations } from '@/lib/client/intl';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

/** An admin confirmation (SPEC §3: toasts at most 350 px wide), read out by screen readers. */
export function SavedToast({
  show,
  onClose,
  message,
}: {
  show: boolean;
  onClose: () => void;
  message: string;
}) {
  const t = useTranslations('Common');
  return (
    <ToastContainer position="bottom-center" className="admin-toasts p-3" containerPosition="fixed">
      <Toast show={show} onClose={onClose} delay={5000} autohide bg="success">
        <div className="d-flex align-items-center">
          <Toast.Body className="text-white">{message}</Toast.Body>
          <button
            type="button"
            className="btn-close btn-close-white me-2 m-auto"
            aria-label={t('close')}
            onClick={onClose}
          />
        </div>
      </Toast>
    </ToastContainer>
  );
}
