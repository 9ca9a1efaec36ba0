'use client';

import { useTranslations } from '@/lib/client/intl';
import { ErrorScreen } from './ErrorScreen';

/**
 * Shown instead of a screen that needs the database while it cannot be reached. It heals by
 * itself: trying again reloads the page, which asks the database anew.
 */
export function DatabaseUnavailable() {
  const t = useTranslations('DatabaseUnavailable');
  const errors = useTranslations('Errors');
  const common = useTranslations('Common');
  return (
    <ErrorScreen
      title={t('title')}
      message={t('message')}
      homeLabel={common('backHome')}
      retry={{ label: errors('tryAgain'), onClick: () => window.location.reload() }}
    />
  );
}
