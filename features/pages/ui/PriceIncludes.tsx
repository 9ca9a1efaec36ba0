import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts } from '@/features/site/reads';

interface PriceIncludesProps {
  /** The inclusions; the breeder's list in the page's language (site facts) by default. */
  items?: string[];
  /** Heading and introduction, when a page has its own (else the home page's texts). */
  title?: ReactNode;
  intro?: ReactNode;
}

/** What the all-inclusive price contains (SPEC §1); reused wherever a price is shown. */
export async function PriceIncludes({ items, title, intro }: PriceIncludesProps) {
  const [t, locale, facts] = await Promise.all([
    getTranslations('HomePage'),
    getLocale(),
    items ? undefined : getSiteFacts(),
  ]);
  const list = items ?? facts?.priceIncludes[locale as AppLocale] ?? [];
  return (
    <section className="price-includes py-5" aria-labelledby="price-includes-title">
      <div className="container">
        <h2 id="price-includes-title" className="h2 mb-2">
          {title ?? t('priceTitle')}
        </h2>
        <p className="lead">{intro ?? t('priceIntro')}</p>
        <ul className="price-includes__list list-unstyled row g-3 mb-0">
          {list.map((item, i) => (
            <li key={i} className="col-sm-6 col-lg-4">
              <span className="price-includes__check" aria-hidden="true">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
