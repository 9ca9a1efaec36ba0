import type { ReactNode } from 'react';

/** The two upload lists' looks, and the `data-testid` their rows are found by. */
const LOOKS = {
  photos: {
    list: 'list-unstyled upload-list mt-3',
    row: 'upload-list__item',
    testId: 'upload-item',
  },
  documents: {
    list: 'list-unstyled mt-2',
    row: 'border rounded p-2 mb-2',
    testId: 'chosen-document',
  },
} as const;

interface UploadRowsProps<T extends { id: number; status: string }> {
  items: readonly T[];
  /** The list's name for screen readers. */
  label: string;
  look: keyof typeof LOOKS;
  children: (item: T) => ReactNode;
}

/** The files being sent, a row each, every row marked (`data-status`) with where its file is. */
export function UploadRows<T extends { id: number; status: string }>({
  items,
  label,
  look,
  children,
}: UploadRowsProps<T>) {
  const { list, row, testId } = LOOKS[look];
  return (
    <ul className={list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={row} data-testid={testId} data-status={item.status}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
