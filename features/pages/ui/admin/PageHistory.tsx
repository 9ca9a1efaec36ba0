'use client';

import { useState } from 'react';
import type { PageVersionSummary } from '@/features/pages/content';
import { TitledSection } from '@/components/ui/TitledSection';
import { apiFetch } from '@/lib/client/api';
import { useFormatter, useTranslations } from '@/lib/client/intl';
import { reportError } from '@/lib/client/report-error';

/** The page's published versions, newest first; any can be put back into the draft. */
export function PageHistory({
  page,
  publishedNumber,
  busy,
  dirty,
  onRestore,
}: {
  page: string;
  /** The latest publish: the list is fetched again when it changes. */
  publishedNumber: number;
  busy: boolean;
  dirty: boolean;
  onRestore: (version: PageVersionSummary) => void;
}) {
  const t = useTranslations('AdminPages');
  const format = useFormatter();
  const [versions, setVersions] = useState<{ of: number; list: PageVersionSummary[] } | null>(null);
  const [open, setOpen] = useState(false);

  const load = () =>
    apiFetch<PageVersionSummary[]>(`/admin/pages/${page}/versions`).then(
      (list) => setVersions({ of: publishedNumber, list }),
      reportError,
    );

  const toggle = () => {
    if (!open && versions?.of !== publishedNumber) void load();
    setOpen(!open);
  };

  return (
    <TitledSection
      id="page-history-title"
      title={t('historyTitle')}
      headingClass="h4"
      className="mt-5"
    >
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-expanded={open}
        aria-controls="page-history"
        onClick={toggle}
      >
        {t(open ? 'historyHide' : 'historyShow')}
      </button>
      <div id="page-history" hidden={!open} className="mt-3">
        <p className="small text-body-secondary">{t(dirty ? 'historyHelpDirty' : 'historyHelp')}</p>
        {versions === null ? (
          <p role="status">{t('historyLoading')}</p>
        ) : versions.list.length === 0 ? (
          <p>{t('historyEmpty')}</p>
        ) : (
          <ul className="list-group">
            {versions.list.map((version) => (
              <li
                key={version.number}
                className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
              >
                <span>
                  {t('version', {
                    number: version.number,
                    date: format.dateTime(new Date(version.publishedAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </span>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  disabled={busy}
                  onClick={() => onRestore(version)}
                >
                  {t('restore')}
                  <span className="visually-hidden">
                    {' '}
                    {t('versionNumber', { number: version.number })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  );
}
