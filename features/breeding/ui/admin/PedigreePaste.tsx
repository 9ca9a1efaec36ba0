'use client';

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { PastedAncestor, UnreadLine } from '@/features/breeding/pedigree-paste';
import { useTranslations } from '@/lib/client/intl';
import { loadPasteTools } from './pedigree-paste-load';

/**
 * The pedigree editor's "paste a list" box: a pedigree copied as text fills the places it names
 * (the editor asks before it replaces what they hold); the lines it could not place are listed
 * with why. The reader loads when the box is opened or used, not with the editor.
 */
export function PedigreePaste({
  subject,
  startOpen,
  onFill,
}: {
  /** The dog's own name: a first line naming it is the dog, not an ancestor. */
  subject: string;
  startOpen: boolean;
  /** Fills the places; false when the breeder chose not to replace what they held. */
  onFill: (places: Record<string, PastedAncestor>) => Promise<boolean>;
}) {
  const t = useTranslations('PedigreeEditor');
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ filled: number; unread: UnreadLine[] } | null>(null);

  const fill = async () => {
    const { parsePastedPedigree } = await loadPasteTools();
    const { places, unread } = parsePastedPedigree(text, subject);
    const applied = await onFill(places);
    setResult(applied ? { filled: Object.keys(places).length, unread } : null);
  };

  return (
    <details
      className="pedigree-paste card card-body mb-3"
      open={startOpen || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) void loadPasteTools();
      }}
    >
      <summary className="fw-semibold">{t('pasteTitle')}</summary>
      <p className="small text-body-secondary mt-2 mb-1">{t('pasteHelp')}</p>
      <pre className="small bg-body-tertiary p-2 mb-2" aria-hidden="true">
        {t('pasteExample')}
      </pre>
      <Form.Group controlId="pedigree-paste" className="mb-2">
        <Form.Label>{t('pasteLabel')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={8}
          value={text}
          spellCheck={false}
          onFocus={() => void loadPasteTools()}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Group>
      <div>
        <Button variant="outline-primary" onClick={() => void fill()} disabled={!text.trim()}>
          {t('pasteFill')}
        </Button>
      </div>
      <div role="status" className="mt-2">
        {result && <p className="mb-1">{t('pasteFilled', { count: result.filled })}</p>}
      </div>
      {result && result.unread.length > 0 && (
        <div className="alert alert-warning mb-0" data-testid="pedigree-unread">
          <p className="mb-1">{t('pasteUnread', { count: result.unread.length })}</p>
          <ul className="mb-0 ps-3">
            {result.unread.map((line) => (
              <li key={line.line}>
                {t('pasteLine', { line: line.line })}{' '}
                <span className="font-monospace">{line.text}</span>:{' '}
                {t('unreadReason', { reason: line.reason })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
