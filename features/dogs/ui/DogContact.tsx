import { useTranslations } from 'next-intl';
import { MailIcon, PhoneIcon, WhatsappIcon } from '@/components/ui/icons';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { dogOffer } from '@/features/dogs/rules';
import { publicPaths } from '@/lib/paths.mjs';
import { telHref, whatsappHref } from '@/lib/site/contact-links';
import type { Dog, SiteInfo } from '@/lib/validation/responses';

const CONTACT_TEXT = {
  available: 'contactText',
  reserved: 'contactReserved',
  placed: 'contactPlaced',
} as const;

/** Ways to ask about one dog, from the stored contact details (each only when it is set). */
export function DogContact({ dog, info }: { dog: Dog; info: SiteInfo }) {
  const t = useTranslations('DogPage');
  const subject = encodeURIComponent(t('emailSubject', { name: dog.name }));

  return (
    <section className="dog-contact" aria-labelledby="dog-contact-title">
      <h2 id="dog-contact-title" className="h5">
        {t('contactTitle', { name: dog.name })}
      </h2>
      <p>{t(CONTACT_TEXT[dogOffer(dog)], { name: dog.name })}</p>
      <div className="d-flex flex-wrap gap-2">
        {info.phone && (
          <a href={telHref(info.phone)} className="btn btn-primary">
            <PhoneIcon /> {t('call', { phone: info.phone })}
          </a>
        )}
        {info.phoneAt && (
          <a href={telHref(info.phoneAt)} className="btn btn-outline-primary">
            <PhoneIcon /> {t('callAt', { phone: info.phoneAt })}
          </a>
        )}
        {info.phone && (
          <a
            href={whatsappHref(info.phone)}
            className="btn btn-outline-primary"
            rel="noopener noreferrer"
            target="_blank"
          >
            <WhatsappIcon /> {t('whatsapp')}
          </a>
        )}
        {info.email && (
          <a href={`mailto:${info.email}?subject=${subject}`} className="btn btn-outline-primary">
            <MailIcon /> {t('email')}
          </a>
        )}
      </div>
      <p className="mt-3 mb-0">
        <PrefetchLink href={publicPaths.contact}>{t('contactPage')}</PrefetchLink>
      </p>
    </section>
  );
}
