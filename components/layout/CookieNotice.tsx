'use client';

import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { useCookieConsent } from '@/lib/client/hooks';
import { publicPaths } from '@/lib/public-paths.mjs';

/**
 * Visible until the visitor accepts; acceptance also lets the social timeline load. It is in the
 * server's HTML, so a first visit shows it with the first paint rather than when the page's script
 * has run (on a sign-in page, the notice's text arriving then was the page's largest paint, at
 * 2.6 s on Lighthouse's phone). A visitor who has accepted never sees it: `<html data-consent>`
 * hides it before the first paint (app/globals.css), set by a static page's loader
 * (server/next-private.mjs) or, on a page rendered per request, by `NoticeAccepted`.
 */
export function CookieNotice() {
  const t = useTranslations('CookieNotice');
  const [consent, accept] = useCookieConsent();
  if (consent === true) return null;
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
