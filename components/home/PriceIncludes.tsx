import { useTranslations } from 'next-intl';

const ITEMS = [
  'pricePassport',
  'priceShipment',
  'priceCrate',
  'priceMicrochip',
  'priceVetCheck',
  'priceGuarantee',
  'priceCertificate',
] as const;

/** What the all-inclusive price contains (SPEC §1); reused wherever a price is shown. */
export function PriceIncludes() {
  const t = useTranslations('HomePage');
  return (
    <section className="price-includes py-5" aria-labelledby="price-includes-title">
      <div className="container">
        <h2 id="price-includes-title" className="h2 mb-2">
          {t('priceTitle')}
        </h2>
        <p className="lead">{t('priceIntro')}</p>
        <ul className="price-includes__list list-unstyled row g-3 mb-0">
          {ITEMS.map((key) => (
            <li key={key} className="col-sm-6 col-lg-4">
              <span className="price-includes__check" aria-hidden="true">
                ✓
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
