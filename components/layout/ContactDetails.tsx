import { useTranslations } from 'next-intl';
import { ContactIcon } from './contact-icons';
import { telHref, whatsappHref } from '@/lib/site/contact-links';
import type { SiteInfo } from '@/lib/validation/responses';

/** The contact page's cards: one for each stored detail, and the location, which always shows. */
export function ContactDetails({ info }: { info: SiteInfo }) {
  const t = useTranslations('ContactPage');
  const { email, phone, phoneAt, fbUrl, instaUrl } = info;
  const hasAny = Boolean(email || phone || phoneAt || fbUrl || instaUrl);

  return (
    <div className="row g-4">
      {email && (
        <ContactCard icon={<ContactIcon.email />} label={t('emailLabel')}>
          <a href={`mailto:${email}`}>{email}</a>
        </ContactCard>
      )}
      {phone && (
        <ContactCard icon={<ContactIcon.phone />} label={t('phoneHuLabel')}>
          <a href={telHref(phone)}>{phone}</a>
        </ContactCard>
      )}
      {phoneAt && (
        <ContactCard icon={<ContactIcon.phone />} label={t('phoneAtLabel')}>
          <a href={telHref(phoneAt)}>{phoneAt}</a>
        </ContactCard>
      )}
      {phone && (
        <ContactCard icon={<ContactIcon.whatsapp />} label={t('whatsappLabel')}>
          <a href={whatsappHref(phone)} rel="noopener noreferrer" target="_blank">
            {t('whatsappAction')}
          </a>
        </ContactCard>
      )}
      {(fbUrl || instaUrl) && (
        <ContactCard
          icon={fbUrl ? <ContactIcon.facebook /> : <ContactIcon.instagram />}
          label={t('socialLabel')}
        >
          <span className="d-flex flex-wrap gap-3">
            {fbUrl && (
              <a href={fbUrl} rel="noopener noreferrer" target="_blank">
                {t('facebook')}
              </a>
            )}
            {instaUrl && (
              <a href={instaUrl} rel="noopener noreferrer" target="_blank">
                {t('instagram')}
              </a>
            )}
          </span>
        </ContactCard>
      )}
      <ContactCard icon={<ContactIcon.location />} label={t('locationLabel')}>
        <span>{t('location')}</span>
        <span className="d-block small text-body-secondary mt-1">{t('visitNote')}</span>
      </ContactCard>
      {!hasAny && <p className="col-12 mb-0">{t('noDetails')}</p>}
    </div>
  );
}

function ContactCard({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="col-sm-6 col-lg-4">
      <div className="contact-card h-100">
        <span className="contact-card__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 className="h6 text-uppercase mb-1">{label}</h2>
        <div className="fs-5">{children}</div>
      </div>
    </div>
  );
}
