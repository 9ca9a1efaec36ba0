'use client';

import type { PageSummary } from '@/features/pages/content';
import { useFormatter, useTranslations } from '@/lib/client/intl';

/** Whether visitors see the page as drafted, and since when it is published. */
export function PageState({ view, dirty = false }: { view: PageSummary; dirty?: boolean }) {
  const t = useTranslations('AdminPages');
  const format = useFormatter();
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="page-state d-flex flex-wrap gap-2 align-items-center mb-3">
      {dirty ? (
        <span className="badge text-bg-danger">{t('stateUnsaved')}</span>
      ) : view.changed ? (
        <span className="badge text-bg-warning">{t('stateChanged')}</span>
      ) : (
        <span className="badge text-bg-success">{t('stateLive')}</span>
      )}
      <span className="small text-body-secondary">
        {view.publishedAt
          ? t('publishedAt', { date: date(view.publishedAt), number: view.publishedNumber })
          : t('neverPublished')}
      </span>
    </p>
  );
}
