'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { SavedToast } from '@/components/admin/SavedToast';
import { apiFetch } from '@/lib/client/api';
import { useFormatter, useLocale, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';
import { documentTypeLabel, formatFileSize } from '@/features/documents/rules';
import type { DocumentView } from '@/features/documents/schema';
import { DocumentUploads } from './DocumentUploads';
import { TitledSection } from '@/components/admin/TitledSection';

/** Links last PRIVATE_LINK_TTL_SECONDS (15 minutes): a list older than this gets fresh ones. */
const REFRESH_AFTER_MS = 10 * 60 * 1000;

/**
 * The files attached to a buyer: attach several at once (a kind and a title each), download
 * through short-lived links, delete after a confirmation.
 */
export function DocumentManager({
  applicationId,
  initial,
}: {
  applicationId: number;
  initial: DocumentView[];
}) {
  const t = useTranslations('AdminDocuments');
  const tKind = useTranslations('MyDocuments');
  const locale = useLocale();
  const format = useFormatter();
  const path = `/admin/applications/${applicationId}/documents`;
  const [documents, setDocuments] = useState(initial);
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  const [toast, setToast] = useState('');
  const loadedAt = useRef(0);

  const replace = useCallback((list: DocumentView[]) => {
    loadedAt.current = Date.now();
    setDocuments(list);
  }, []);

  // Back on a tab left open for a while: the links shown may have expired.
  useEffect(() => {
    loadedAt.current = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - loadedAt.current < REFRESH_AFTER_MS) return;
      apiFetch<{ documents: DocumentView[] }>(path).then(
        (answer) => replace(answer.documents),
        () => {},
      );
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [path, replace]);

  const titleOf = (item: DocumentView) => item.title ?? tKind('kind', { kind: item.kind });

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiFetch(`${path}/${deleting.id}`, { method: 'DELETE' });
      setDocuments((list) => list.filter((item) => item.id !== deleting.id));
      setToast(t('deleted'));
    } catch (error) {
      reportError(error);
    }
    setDeleting(null);
  };

  return (
    <TitledSection id="application-documents" className="mb-4 admin-documents" title={t('heading')}>
      <p className="small text-body-secondary">{t('intro')}</p>
      {documents.length === 0 ? (
        <p data-testid="no-documents">{t('none')}</p>
      ) : (
        <ul className="list-group mb-3">
          {documents.map((item) => (
            <li
              key={item.id}
              className="list-group-item d-flex flex-wrap align-items-center gap-2"
              data-testid="admin-document"
            >
              <div className="flex-grow-1 text-break">
                <a href={item.url} download className="fw-semibold">
                  {titleOf(item)}
                </a>
                <div className="small text-body-secondary">
                  {tKind('kind', { kind: item.kind })} · {item.fileName}
                  <br />
                  {t('details', {
                    type: documentTypeLabel(item.contentType),
                    size: formatFileSize(locale, item.size),
                    date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium' }),
                  })}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                aria-label={t('deleteLabel', { title: titleOf(item) })}
                onClick={() => setDeleting(item)}
              >
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DocumentUploads
        path={path}
        onAttached={(list, count) => {
          replace(list);
          setToast(t('attached', { count }));
        }}
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t('confirmTitle')}
        body={deleting ? t('confirmBody', { title: titleOf(deleting) }) : ''}
        confirmLabel={t('delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      />
      <SavedToast show={toast !== ''} onClose={() => setToast('')} message={toast} />
    </TitledSection>
  );
}
