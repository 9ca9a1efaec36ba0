import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { AirlinesList } from '@/components/transport/AirlinesList';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import planeImage from '@/public/img/transport-plane.svg';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'TransportPage', publicPaths.transport);
}

const STEPS = ['stepVet', 'stepCrate', 'stepFlight', 'stepArrival'] as const;

export default async function TransportPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('TransportPage');

  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        image={{ src: planeImage, alt: t('imageAlt') }}
      />
      <div className="container pb-5">
        <section aria-labelledby="transport-steps">
          <h2 id="transport-steps" className="h3 mb-3">
            {t('stepsTitle')}
          </h2>
          <ol className="transport-steps list-unstyled row g-4">
            {STEPS.map((step, index) => (
              <li key={step} className="col-md-6 col-lg-3">
                <div className="feature-card h-100">
                  <span className="transport-steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className="h5">{t(`${step}Title`)}</h3>
                  <p className="mb-0">{t(`${step}Text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="row g-4 mt-1">
          <section className="col-md-6">
            <div className="info-panel h-100">
              <h2 className="h4">{t('carriersTitle')}</h2>
              <p>{t('carriersText')}</p>
              <AirlinesList />
            </div>
          </section>
          <section className="col-md-6">
            <div className="info-panel h-100">
              <h2 className="h4">{t('questionsTitle')}</h2>
              <p>{t('questionsText')}</p>
              <PrefetchLink href={publicPaths.contact} className="btn btn-primary">
                {t('questionsLink')}
              </PrefetchLink>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
