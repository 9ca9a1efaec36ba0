'use client';

import { useTranslations } from '@/lib/client/intl';
import { openCookieSettings } from '@/lib/client/hooks';

/** The footer's way back to the cookie choice: withdrawing is as easy as giving (GDPR Art. 7(3)). */
export function CookieSettingsButton() {
  const t = useTranslations('CookieNotice');
  return (
    <button
      type="button"
      className="footer-link-button"
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {t('settings')}
    </button>
  );
}
