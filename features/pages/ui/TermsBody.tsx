import { getFormatter, getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { ContentIntro } from '@/features/pages/ui/ContentIntro';
import { Line, pageText, type PageBodyProps } from '@/features/pages/ui/page-text';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { sellerIdentity, sellerLine } from '@/features/site/seller';
import { publicPaths } from '@/lib/public-paths.mjs';
import { telHref } from '@/lib/site/contact-links';
import type { SiteFacts } from '@/features/site/facts-schema';
import { DepositRules } from '@/features/site/ui/legal/DepositRules';
import { ModelWithdrawalForm } from '@/features/site/ui/legal/ModelWithdrawalForm';

/** The countries the site sells to, each with its own mandatory rules; then everyone else. */
export const TERMS_COUNTRIES = ['HU', 'AT', 'DE', 'other'] as const;

interface TermsBodyProps extends PageBodyProps {
  facts: SiteFacts;
}

/**
 * The terms of sale: the breeder's editable sections, with the parts the law fixes generated
 * beside them from the facts: who sells, the deposit's rules, the statutory warranty by
 * country, the model withdrawal form (Directive 2011/83/EU Annex I(B)) and where to turn.
 */
export async function TermsBody({ facts, ...props }: TermsBodyProps) {
  const depositKind = facts.depositKind;
  const [t, format] = await Promise.all([
    getTranslations({ locale: props.locale, namespace: 'Terms' }),
    getFormatter({ locale: props.locale }),
  ]);
  const text = pageText(props);
  const seller = sellerIdentity(facts);
  const { number, publishedAt } = props.page.edition;
  const section = (name: string, children?: React.ReactNode) => (
    <section key={name} aria-labelledby={`terms-${name}`} className="mb-4">
      <Line as="h2" id={`terms-${name}`} value={text.line(`${name}Title`)} className="h4" />
      {text.rich(`${name}Text`)}
      {children}
    </section>
  );
  const sellerRows: [string, React.ReactNode][] = [
    [t('sellerName'), seller.name],
    [t('sellerLegalForm'), seller.legalForm],
    [t('sellerRepresentative'), seller.representative],
    [
      t('sellerAddress'),
      seller.address.length > 0 &&
        seller.address.map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        )),
    ],
    [t('sellerEmail'), seller.email && <a href={`mailto:${seller.email}`}>{seller.email}</a>],
    [t('sellerPhone'), seller.phone && <a href={telHref(seller.phone)}>{seller.phone}</a>],
    [t('sellerRegistration'), seller.registrationNumber],
    [t('sellerTaxNumber'), seller.taxNumber],
    [t('sellerVatId'), seller.vatId],
  ];

  return (
    <>
      <ContentIntro text={text}>
        <p className="terms-version text-body-secondary">
          {publishedAt
            ? t('versionSince', {
                number,
                date: format.dateTime(new Date(publishedAt), { dateStyle: 'long' }),
              })
            : t('versionBuiltIn', { number })}
        </p>
      </ContentIntro>
      <div className="container pb-5 terms-page">
        <section aria-labelledby="terms-seller" className="mb-4">
          <Line as="h2" id="terms-seller" value={text.line('sellerTitle')} className="h4" />
          {!seller.complete && <p>{t('incomplete')}</p>}
          <dl className="legal-notice__list">
            {sellerRows
              .filter(([, value]) => Boolean(value))
              .map(([label, value]) => (
                <div key={label} className="legal-notice__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <p>
            <PrefetchLink href={publicPaths.legalNotice}>{t('legalNoticeLink')}</PrefetchLink>
          </p>
        </section>
        {section('conclusion')}
        {section('prices')}
        {section(
          'deposit',
          <DepositRules kind={depositKind} locale={props.locale} id="deposit-rules" />,
        )}
        {section('goHome')}
        {section('transport')}
        {section(
          'warranty',
          <dl className="legal-notice__list">
            {TERMS_COUNTRIES.map((country) => (
              <div key={country} className="legal-notice__row">
                <dt>{t('warrantyCountry', { country })}</dt>
                <dd>{t('warranty', { country })}</dd>
              </div>
            ))}
          </dl>,
        )}
        {section('guarantee')}
        {section('withdrawal', <ModelWithdrawalForm seller={sellerLine(seller)} t={t} />)}
        {section('complaints')}
        {section('law')}
        {section(
          'disputes',
          <>
            <h3 className="h5">{t('bodiesTitle')}</h3>
            <dl className="legal-notice__list">
              {TERMS_COUNTRIES.map((country) => (
                <div key={country} className="legal-notice__row">
                  <dt>{t('warrantyCountry', { country })}</dt>
                  <dd>{t('bodies', { country })}</dd>
                </div>
              ))}
            </dl>
          </>,
        )}
      </div>
    </>
  );
}
