import { useTranslations } from 'next-intl';
import { PhoneIcon } from '@/components/ui/icons';
import { phoneNumbers } from './PhoneNumbers';

/**
 * Wide screens (from 1200 px, where the full menu fills the header): the numbers in full on a
 * thin line above the header, in the page's flow, so they never cover the page. Narrower
 * screens get the header's call button instead.
 */
export function PhoneStrip({ phone, phoneAt }: { phone: string | null; phoneAt: string | null }) {
  const t = useTranslations('Header');
  const numbers = phoneNumbers(phone, phoneAt);
  if (numbers.length === 0) return null;
  return (
    <aside className="phone-strip d-none d-xl-block" aria-label={t('phones')}>
      <ul className="container list-unstyled d-flex justify-content-end gap-4 mb-0">
        {numbers.map(({ key, number, href }) => (
          <li key={key}>
            <a href={href} className="phone-strip__link">
              <PhoneIcon className="me-1" />
              {t(key)}: <span className="text-nowrap">{number}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
