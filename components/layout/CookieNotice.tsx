'use client';

import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { useCookieConsent } from '@/lib/client/hooks';
import { publicPaths } from '@/lib/paths.mjs';

/** Visible until the visitor accepts; acceptance also lets the social timeline load. */
export function CookieNotice() {
  const t = useTranslations('CookieNotice');
  const [consent, accept] = useCookieConsent();
  if (consent !== false) return null;
  return (
    <section className="cookie-notice" aria-label={t('label')}>
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3 py-3">
        <p className="mb-0 flex-grow-1">
          {t('message')} <PrefetchLink href={publicPaths.privacy}>{t('privacy')}</PrefetchLink>
        </p>
        <button type="button" className="btn btn-primary px-4" onClick={accept}>
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
