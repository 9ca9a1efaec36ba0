'use client';

import { useTranslations } from '@/lib/client/intl';
import { FacebookIcon } from '@/components/ui/icons';
import { useCookieConsent } from '@/lib/client/hooks';

const SOCIAL_EMBED_WIDTH = 450;
const EMBED_HEIGHT = 500;

/**
 * The Facebook page timeline; the third-party frame loads only once the visitor has accepted
 * cookies. Until then (no choice yet, or a refusal) a short prompt stands in its place (not the
 * frame's empty 450×500 box), with a button that accepts and loads the posts. Withdrawn in the
 * cookie notice, the frame goes at once.
 */
export function SocialTimeline({ pageUrl }: { pageUrl: string }) {
  const t = useTranslations('Footer');
  const [choice, choose] = useCookieConsent();

  if (choice !== 'accepted') {
    return (
      <div className="social-consent">
        <p className="mb-2">
          <FacebookIcon className="me-2" />
          {t('timelinePlaceholder')}
        </p>
        <button type="button" className="btn btn-sm btn-light" onClick={() => choose('accepted')}>
          {t('timelineAccept')}
        </button>
      </div>
    );
  }

  const src = `https://www.facebook.com/plugins/page.php?${new URLSearchParams({
    href: pageUrl,
    tabs: 'timeline',
    width: String(SOCIAL_EMBED_WIDTH),
    height: String(EMBED_HEIGHT),
    small_header: 'true',
    adapt_container_width: 'true',
    hide_cover: 'false',
  })}`;

  return (
    <div className="social-timeline" style={{ maxWidth: SOCIAL_EMBED_WIDTH, height: EMBED_HEIGHT }}>
      <iframe
        src={src}
        title={t('timelineTitle')}
        width={SOCIAL_EMBED_WIDTH}
        height={EMBED_HEIGHT}
        loading="lazy"
        allow="encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
