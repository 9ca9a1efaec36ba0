'use client';

import { useTranslations } from 'next-intl';
import { useNetworkStatus } from '@/lib/client/hooks';

export function OfflineNotice() {
  const t = useTranslations('Network');
  const { online } = useNetworkStatus();
  return (
    <div role="status" className="offline-notice-region">
      {!online && <p className="offline-notice mb-0">{t('offline')}</p>}
    </div>
  );
}
