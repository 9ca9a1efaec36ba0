'use client';

import { ConfirmDialog } from './ConfirmDialog';

/** A screen's own words for deleting one of its items: its `deleteTitle`, `deleteBody`, `delete`. */
type DeleteTexts = (key: 'deleteTitle' | 'deleteBody' | 'delete') => string;

interface ConfirmDeleteProps {
  t: DeleteTexts;
  /** An item is waiting for the answer. */
  asking: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/** Asks before one listed item (a photo, a diary entry) is deleted. */
export function ConfirmDelete({ t, asking, onCancel, onConfirm }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      show={asking}
      title={t('deleteTitle')}
      body={t('deleteBody')}
      confirmLabel={t('delete')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
