'use client';

import { useTranslations } from 'next-intl';
import { useCookieConsent } from '@/lib/client/hooks';

const SOCIAL_EMBED_WIDTH = 450;
const EMBED_HEIGHT = 500;

/** The Facebook page timeline; the third-party frame loads only after cookie consent. */
export function SocialTimeline({ pageUrl }: { pageUrl: string }) {
  const t = useTranslations('Footer');
  const [consent] = useCookieConsent();
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
      {consent ? (
        <iframe
          src={src}
          title={t('timelineTitle')}
          width={SOCIAL_EMBED_WIDTH}
          height={EMBED_HEIGHT}
          loading="lazy"
          allow="encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="social-timeline__placeholder">{t('timelinePlaceholder')}</p>
      )}
    </div>
  );
}
