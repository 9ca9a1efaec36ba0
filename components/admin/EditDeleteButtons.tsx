import type { ReactNode } from 'react';

interface EditDeleteButtonsProps {
  editLabel: ReactNode;
  deleteLabel: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** Bootstrap's button size: large where the screen is used on a phone in the kennel. */
  size: 'sm' | 'lg';
  className?: string;
  /** More buttons after these two. */
  children?: ReactNode;
}

/** The row under a listed item: edit it, delete it (the caller asks before deleting). */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  size,
  className = 'd-flex gap-2',
  children,
}: EditDeleteButtonsProps) {
  return (
    <div className={className}>
      <button type="button" className={`btn btn-${size} btn-outline-primary`} onClick={onEdit}>
        {editLabel}
      </button>
      <button type="button" className={`btn btn-${size} btn-outline-danger`} onClick={onDelete}>
        {deleteLabel}
      </button>
      {children}
    </div>
  );
}
