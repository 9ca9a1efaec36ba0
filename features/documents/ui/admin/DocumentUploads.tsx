'use client';

import { useState } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { BusyButton } from '@/components/ui/BusyButton';
import { ApiRequestError, uploadForm } from '@/lib/client/api';
import { useErrorText } from '@/lib/client/error-text';
import { useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { useUnsavedChangesWarning } from '@/lib/client/unsaved-changes';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_TITLE,
  type DocumentKind,
} from '@/features/documents/rules';
import type { DocumentView } from '@/features/documents/schema';
import { UploadRows } from '@/components/admin/UploadRows';

interface Chosen {
  id: number;
  file: File;
  kind: DocumentKind;
  title: string;
  status: 'waiting' | 'uploading' | 'failed';
  progress: number;
  /** An `apiErrors` key: shown beside the file, which stays chosen until it is left out. */
  error?: string;
}

let nextId = 1;

/**
 * Files chosen (several at once, as a phone's picker gives them), each with its kind and an
 * optional title, then sent one by one: every file has its own progress and its own error, and
 * a refused one stays listed with what was chosen for it.
 */
export function DocumentUploads({
  path,
  onAttached,
}: {
  path: string;
  onAttached: (documents: DocumentView[], count: number) => void;
}) {
  const t = useTranslations('AdminDocuments');
  const tKind = useTranslations('MyDocuments');
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [running, setRunning] = useState(false);
  useUnsavedChangesWarning(running, t('leaveWhileUploading'));

  const update = (id: number, patch: Partial<Chosen>) =>
    setChosen((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const pick = (files: File[]) => {
    const added = files.map((file): Chosen => ({
      id: nextId++,
      file,
      kind: 'other',
      title: '',
      progress: 0,
      ...(file.size > MAX_DOCUMENT_BYTES
        ? { status: 'failed', error: 'documentTooLarge' }
        : { status: 'waiting' }),
    }));
    setChosen((all) => [...all, ...added]);
  };

  const attach = async () => {
    setRunning(true);
    let attached = 0;
    let latest: DocumentView[] | null = null;
    for (const item of chosen) {
      if (item.file.size > MAX_DOCUMENT_BYTES) continue;
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      const form = new FormData();
      form.append('kind', item.kind);
      if (item.title.trim()) form.append('title', item.title.trim());
      form.append('file', item.file, item.file.name);
      try {
        const answer = await uploadForm<{ documents: DocumentView[] }>(path, form, (progress) =>
          update(item.id, { progress }),
        );
        latest = answer.documents;
        attached++;
        setChosen((all) => all.filter((other) => other.id !== item.id));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          reportError(error);
          update(item.id, { status: 'waiting' });
          break;
        }
        const message = error instanceof ApiRequestError ? error.messages[0] : 'networkError';
        update(item.id, { status: 'failed', error: message });
      }
    }
    setRunning(false);
    if (latest) onAttached(latest, attached);
  };

  const sendable = chosen.filter((item) => item.file.size <= MAX_DOCUMENT_BYTES).length;

  return (
    <div className="document-uploads">
      <label className="btn btn-outline-primary mb-2">
        <input
          type="file"
          multiple
          accept={[...DOCUMENT_CONTENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          className="visually-hidden"
          disabled={running}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            pick(files);
          }}
        />
        {t('choose')}
      </label>
      {chosen.length > 0 && (
        <>
          <UploadRows items={chosen} label={t('selection')} look="documents">
            {(item) => (
              <>
                <p className="fw-semibold text-break mb-2">{item.file.name}</p>
                <div className="row g-2">
                  <div className="col-12 col-sm-5">
                    <label className="form-label small mb-1" htmlFor={`document-kind-${item.id}`}>
                      {t('kindLabel')}
                    </label>
                    <select
                      id={`document-kind-${item.id}`}
                      className="form-select"
                      value={item.kind}
                      disabled={running}
                      onChange={(event) =>
                        update(item.id, { kind: event.target.value as DocumentKind })
                      }
                    >
                      {DOCUMENT_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {tKind('kind', { kind })}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="col-12 col-sm-7">
                    <label className="form-label small mb-1" htmlFor={`document-title-${item.id}`}>
                      {t('titleLabel')}
                    </label>
                    <input
                      id={`document-title-${item.id}`}
                      className="form-control"
                      maxLength={MAX_DOCUMENT_TITLE}
                      value={item.title}
                      disabled={running}
                      onChange={(event) => update(item.id, { title: event.target.value })}
                    />
                  </div>
                </div>
                {item.status === 'uploading' && (
                  <ProgressBar
                    className="mt-2"
                    now={Math.round(item.progress * 100)}
                    aria-label={t('status', { status: 'uploading' })}
                  />
                )}
                <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                  {item.error && (
                    <span className="text-danger small flex-grow-1" role="alert">
                      {errorText(item.error)}
                    </span>
                  )}
                  <button
                    type="button"
                    className="btn btn-link btn-sm ms-auto"
                    disabled={running}
                    onClick={() => setChosen((all) => all.filter((other) => other.id !== item.id))}
                  >
                    {t('discard')}
                  </button>
                </div>
              </>
            )}
          </UploadRows>
          <BusyButton busy={running} disabled={running || sendable === 0} onClick={attach}>
            {t('attach', { count: sendable })}
          </BusyButton>
        </>
      )}
    </div>
  );
}
