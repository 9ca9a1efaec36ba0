'use client';

import { useTranslations } from '@/lib/client/intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { reloadOnChunkError } from '@/lib/client/chunk-reload';
import { errorStatus } from '@/lib/error-status';

export default function PublicError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const common = useTranslations('Common');
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);

  const status = errorStatus(error);
  const title =
    status === 404
      ? t('notFoundTitle')
      : status === 500
        ? t('serverErrorTitle')
        : t('genericTitle');
  return (
    <ErrorScreen
      title={title}
      message={status === 404 ? t('notFoundMessage') : t('explanation')}
      homeLabel={common('backHome')}
      retry={{ label: t('tryAgain'), onClick: reset }}
    />
  );
}
