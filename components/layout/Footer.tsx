import { useTranslations } from 'next-intl';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/public-paths.mjs';
import { telHref, whatsappHref } from '@/lib/site/contact-links';
import type { SiteInfo } from '@/lib/validation/responses';
import { CookieSettingsButton } from './CookieSettingsButton';
import { SocialTimeline } from './SocialTimeline';
import { ContactIcon } from './contact-icons';

interface FooterProps {
  info: SiteInfo;
  siteName: string;
}

/** SPEC §3: each line shows only when its value is stored; the location line always shows. */
export function Footer({ info, siteName }: FooterProps) {
  const t = useTranslations('Footer');
  const tLitters = useTranslations('Litters');
  const tLegal = useTranslations('LegalNotice');
  const tTerms = useTranslations('Terms');
  const tNews = useTranslations('News');
  const tFaq = useTranslations('Faq');
  const tReviews = useTranslations('Reviews');
  const { email, phone, phoneAt, fbUrl, instaUrl } = info;
  const hasIcons = Boolean(fbUrl || instaUrl || phone || email);

  return (
    <footer className="site-footer">
      <div className="container py-5">
        <h2 className="h4 mb-4">{t('availableAt')}</h2>
        <div className="row g-4">
          {fbUrl && (
            <div className="col-12 col-lg-6">
              <SocialTimeline pageUrl={fbUrl} />
            </div>
          )}
          <div className={fbUrl ? 'col-12 col-lg-6' : 'col-12'}>
            {hasIcons && (
              <ul
                className="footer-icons list-unstyled d-flex flex-wrap gap-2 mb-4"
                aria-label={t('social')}
              >
                {fbUrl && (
                  <li>
                    <a
                      href={fbUrl}
                      className="footer-icon"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      <ContactIcon.facebook />
                      <span className="visually-hidden">{t('facebook')}</span>
                    </a>
                  </li>
                )}
                {instaUrl && (
                  <li>
                    <a
                      href={instaUrl}
                      className="footer-icon"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      <ContactIcon.instagram />
                      <span className="visually-hidden">{t('instagram')}</span>
                    </a>
                  </li>
                )}
                {phone && (
                  <li>
                    <a
                      href={whatsappHref(phone)}
                      className="footer-icon"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      <ContactIcon.whatsapp />
                      <span className="visually-hidden">{t('whatsapp')}</span>
                    </a>
                  </li>
                )}
                {email && (
                  <li>
                    <a href={`mailto:${email}`} className="footer-icon">
                      <ContactIcon.email />
                      <span className="visually-hidden">{t('email')}</span>
                    </a>
                  </li>
                )}
              </ul>
            )}
            <ul className="list-unstyled footer-lines">
              {email && (
                <li>
                  <ContactIcon.email className="me-2" />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {phone && (
                <li>
                  <ContactIcon.phone className="me-2" />
                  <a href={telHref(phone)}>{t('phoneHu', { phone })}</a>
                </li>
              )}
              {phoneAt && (
                <li>
                  <ContactIcon.phone className="me-2" />
                  <a href={telHref(phoneAt)}>{t('phoneAt', { phone: phoneAt })}</a>
                </li>
              )}
              <li>
                <ContactIcon.location className="me-2" />
                {t('location')}
              </li>
            </ul>
          </div>
        </div>
        <nav aria-label={t('pagesLabel')} className="mt-4">
          <ul className="list-inline mb-0">
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.about}>{t('about')}</PrefetchLink>
            </li>
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.ourDogs}>{t('ourDogs')}</PrefetchLink>
            </li>
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.litters}>{tLitters('navLabel')}</PrefetchLink>
            </li>
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.news}>{tNews('footerLink')}</PrefetchLink>
            </li>
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.faq}>{tFaq('footerLink')}</PrefetchLink>
            </li>
            <li className="list-inline-item">
              <PrefetchLink href={publicPaths.reviews}>{tReviews('footerLink')}</PrefetchLink>
            </li>
          </ul>
        </nav>
        <p className="footer-copyright small mt-4 mb-0">
          {t('copyright', { year: String(new Date().getFullYear()), siteName })}
          {' · '}
          <PrefetchLink href={publicPaths.privacy}>{t('privacy')}</PrefetchLink>
          {' · '}
          <PrefetchLink href={publicPaths.terms}>{tTerms('footer')}</PrefetchLink>
          {' · '}
          <PrefetchLink href={publicPaths.legalNotice}>{tLegal('title')}</PrefetchLink>
          {' · '}
          <CookieSettingsButton />
        </p>
      </div>
    </footer>
  );
}
