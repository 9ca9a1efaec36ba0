'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslations } from '@/lib/client/intl';

export interface ConflictRow {
  path: string;
  label: string;
  theirs: ReactNode;
  mine: ReactNode;
}

interface ConflictPanelProps {
  /** Fields both changed differently: their value beside the one typed here. */
  clashes: ConflictRow[];
  /** Labels of the fields only they changed, now taken over into the form. */
  adopted: string[];
  /** Save the form as it is now over their version. */
  onKeepMine: () => void;
  /** Drop what was typed and show their version. */
  onTakeTheirs: () => void;
  busy: boolean;
}

/**
 * A save refused because someone else saved the same record first (409 `editConflict`): what
 * they changed, beside what was typed here (still in the form), and the choice of which to keep.
 */
export function ConflictPanel({
  clashes,
  adopted,
  onKeepMine,
  onTakeTheirs,
  busy,
}: ConflictPanelProps) {
  const t = useTranslations('EditConflict');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="edit-conflict-title"
      className="alert alert-warning admin-conflict"
      data-testid="edit-conflict"
    >
      <h2 id="edit-conflict-title" className="h5">
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      {adopted.length > 0 && <p>{t('adopted', { fields: adopted.join(', ') })}</p>}
      {clashes.length > 0 && (
        <>
          <p className="mb-2">{t('clashes', { count: clashes.length })}</p>
          <dl className="admin-conflict-list">
            {clashes.map((row) => (
              <div key={row.path} data-testid={`conflict-${row.path}`}>
                <dt>{row.label}</dt>
                <dd>
                  <span className="fw-semibold">{t('theirs')}</span> {row.theirs}
                </dd>
                <dd>
                  <span className="fw-semibold">{t('mine')}</span> {row.mine}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onKeepMine} disabled={busy}>
          {t('keepMine')}
        </Button>
        <Button variant="outline-secondary" onClick={onTakeTheirs} disabled={busy}>
          {t('takeTheirs')}
        </Button>
      </div>
    </section>
  );
}
