'use client';

import type { ReactNode } from 'react';
import { ConflictPanel } from '@/components/admin/ConflictPanel';
import { BusyButton } from '@/components/ui/BusyButton';
import { docText, type RichDoc } from '@/lib/rich-text/doc';
import type { Conflict } from './useVersionedRecord';

interface SaveConflictProps<F> {
  /** The versioned save (useVersionedRecord or useVersionedSave) whose save met a 409. */
  save: {
    conflict: Conflict<unknown, F> | undefined;
    values: () => F;
    keepMine: () => void;
    takeTheirs: () => void;
  };
  /** A field's name as the form labels it. */
  label: (path: string) => string;
  /** A field's value as the screens write it, from their fields or the form's. */
  show: (path: string, fields: F) => ReactNode;
  busy: boolean;
}

/** A save someone else's came before: their version beside this one, field by field. */
export function SaveConflict<F>({ save, label, show, busy }: SaveConflictProps<F>) {
  const { conflict } = save;
  if (!conflict) return null;
  return (
    <ConflictPanel
      adopted={conflict.adopt.map(label)}
      clashes={conflict.clash.map((path) => ({
        path,
        label: label(path),
        theirs: show(path, conflict.theirFields),
        mine: show(path, save.values()),
      }))}
      onKeepMine={save.keepMine}
      onTakeTheirs={save.takeTheirs}
      busy={busy}
    />
  );
}

/**
 * A versioned form's end: the conflict panel after a 409, then the save button (`children`, its
 * text) with anything beside it (`after`: a cancel link).
 */
export function SaveActions<F>({
  children,
  after,
  ...conflict
}: SaveConflictProps<F> & { children: ReactNode; after?: ReactNode }) {
  return (
    <>
      <SaveConflict {...conflict} />
      <div className="admin-actions">
        <BusyButton type="submit" disabled={conflict.busy} busy={conflict.busy}>
          {children}
        </BusyButton>
        {after}
      </div>
    </>
  );
}

/** How a text field's value reads in the panel: a rich text as its plain text. */
export function plainText(value: unknown): string {
  if (value && typeof value === 'object' && (value as RichDoc).type === 'doc') {
    return docText(value as RichDoc);
  }
  return value === null || value === undefined ? '' : String(value);
}
