'use client';

import { useTranslations } from '@/lib/client/intl';
import { useNetworkStatus } from '@/lib/client/hooks';

/** While offline, a notice under the header, in the page's flow (it never covers the page). */
export function OfflineNotice() {
  const t = useTranslations('Network');
  const { online } = useNetworkStatus();
  return (
    <div role="status" className="offline-notice-region container">
      {!online && <p className="offline-notice mb-0">{t('offline')}</p>}
    </div>
  );
}
