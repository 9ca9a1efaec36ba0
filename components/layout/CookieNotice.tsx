'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from '@/lib/client/intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { useCookieConsent, useCookieSettingsOpen } from '@/lib/client/hooks';
import { publicPaths } from '@/lib/public-paths.mjs';

/**
 * Visible until the visitor accepts or rejects, with both buttons alike (refusing is as easy as
 * accepting); only acceptance lets the social timeline load. It is in the server's HTML, so a
 * first visit shows it with the first paint rather than when the page's script has run (on a
 * sign-in page, the notice's text arriving then was the page's largest paint). A visitor who has
 * chosen never sees it again unless they ask, with the footer's "Cookie settings":
 * `<html data-consent>` hides it before the first paint (app/globals.css), set by
 * lib/consent-chosen.mjs in a static page's loader or, on a page rendered per request, by
 * `NoticeChosen`; reopened, it carries `data-open` past that rule.
 */
export function CookieNotice() {
  const t = useTranslations('CookieNotice');
  const [choice, choose] = useCookieConsent();
  const reopened = useCookieSettingsOpen();
  const notice = useRef<HTMLElement>(null);
  const currentId = useId();

  useEffect(() => {
    // Reopened from the footer: the keyboard and the screen reader go to it, its choice read out.
    if (reopened) notice.current?.focus();
  }, [reopened]);

  if (choice && !reopened) return null;
  const current = reopened && choice;
  return (
    <section
      ref={notice}
      className="cookie-notice"
      aria-label={t('label')}
      aria-describedby={current ? currentId : undefined}
      tabIndex={reopened ? -1 : undefined}
      data-open={reopened ? '' : undefined}
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3 py-3">
        <div className="flex-grow-1">
          <p className="mb-0">
            {t('message')} <PrefetchLink href={publicPaths.privacy}>{t('privacy')}</PrefetchLink>
          </p>
          {current && (
            <p id={currentId} className="mb-0 mt-2 fw-semibold">
              {t(choice === 'accepted' ? 'currentAccepted' : 'currentRejected')}
            </p>
          )}
        </div>
        <div className="cookie-choices">
          <button type="button" className="btn btn-primary" onClick={() => choose('accepted')}>
            {t('accept')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => choose('rejected')}>
            {t('reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
