import { useTranslations } from 'next-intl';
import { PhoneIcon } from '@/components/ui/icons';
import { telHref } from '@/lib/site/contact-links';

interface FloatingPhonesProps {
  phone: string | null;
  phoneAt: string | null;
}

/** Always-visible call buttons, marked (hu) and (at), for whichever numbers are set. */
export function FloatingPhones({ phone, phoneAt }: FloatingPhonesProps) {
  const t = useTranslations('Header');
  if (!phone && !phoneAt) return null;
  return (
    <aside className="floating-phones" aria-label={t('phones')}>
      {phone && (
        <a className="floating-phone" href={telHref(phone)}>
          <PhoneIcon /> <span>{t('phoneHu')}</span>{' '}
          <span className="floating-phone__number">{phone}</span>
        </a>
      )}
      {phoneAt && (
        <a className="floating-phone" href={telHref(phoneAt)}>
          <PhoneIcon /> <span>{t('phoneAt')}</span>{' '}
          <span className="floating-phone__number">{phoneAt}</span>
        </a>
      )}
    </aside>
  );
}
