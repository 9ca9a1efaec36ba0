'use client';

import { useTranslations } from '@/lib/client/intl';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useErrorText } from '@/lib/client/error-text';
import type { UploadItem } from './useUploadQueue';
import { UploadRows } from '@/components/admin/UploadRows';

interface UploadListProps {
  items: UploadItem[];
  /** Sends the files that failed on the way again; offered while there are any. */
  onRetry?: () => void;
}

/**
 * The files of the current pick: a progress bar each, a translated reason for any refusal, and a
 * button that sends again those that failed on the way (a lost connection).
 */
export function UploadList({ items, onRetry }: UploadListProps) {
  const t = useTranslations('PhotoManager');
  const errorText = useErrorText();
  if (items.length === 0) return null;
  const retryable = items.filter((item) => item.status === 'failed' && item.retryable).length;
  return (
    <>
      <UploadRows items={items} label={t('uploads')} look="photos">
        {(item) => (
          <>
            <div className="d-flex justify-content-between gap-2 small">
              <span className="text-truncate">{item.name}</span>
              <span className={item.status === 'failed' ? 'text-danger' : 'text-body-secondary'}>
                {item.status === 'failed' ? errorText(item.error) : t(`status.${item.status}`)}
                {item.shrunk && item.status !== 'failed' && ` · ${t('shrunk')}`}
              </span>
            </div>
            {item.status !== 'failed' && (
              <ProgressBar
                now={Math.round(item.progress * 100)}
                variant={item.status === 'done' ? 'success' : undefined}
                animated={item.status === 'preparing'}
                striped={item.status === 'preparing'}
                aria-label={t('progress', { name: item.name })}
                className="upload-list__bar"
              />
            )}
          </>
        )}
      </UploadRows>
      {onRetry && retryable > 0 && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRetry}>
          {t('retryFailed', { count: retryable })}
        </button>
      )}
    </>
  );
}
