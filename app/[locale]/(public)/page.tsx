import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { AvailablePuppies } from '@/components/home/AvailablePuppies';
import { PedigreeAndTransport } from '@/components/home/PedigreeAndTransport';
import { PriceIncludes } from '@/components/home/PriceIncludes';
import { UpcomingLitters } from '@/components/home/UpcomingLitters';
import { JsonLd } from '@/components/ui/JsonLd';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/lib/api';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { factValues } from '@/lib/site/fact-values';
import { kennelJsonLd } from '@/lib/site/structured-data';
import heroImage from '@/public/img/hero-puppy.svg';
import { Illustration } from '@/components/ui/Illustration';

// Ages shown on the puppy cards move on by themselves: rebuild at least hourly.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'HomePage', publicPaths.home, { absoluteTitle: true });
}

export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, info, facts] = await Promise.all([
    getTranslations('HomePage'),
    getSiteInfo(),
    getSiteFacts(),
  ]);
  const values = factValues(facts, locale);

  const reasons = [
    { title: t('introHealthTitle'), text: t('introHealthText') },
    { title: t('introSocialTitle'), text: t('introSocialText') },
    { title: t('introSupportTitle'), text: t('introSupportText') },
  ];

  return (
    <>
      <JsonLd
        data={kennelJsonLd(info, facts, t('metaDescription', values), {
          pedigree: t('pedigreeTitle'),
        })}
      />
      <section className="hero">
        <div className="container py-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-6">
              <p className="hero__kicker text-uppercase fw-semibold mb-2">{t('heroKicker')}</p>
              <h1 className="display-4 mb-3">{t('heroTitle', values)}</h1>
              <p className="lead mb-4">{t('heroText')}</p>
              <div className="d-flex flex-wrap gap-2">
                <PrefetchLink
                  href={publicPaths.availablePuppies}
                  className="btn btn-primary btn-lg"
                >
                  {t('heroPuppies')}
                </PrefetchLink>
                <PrefetchLink href={publicPaths.contact} className="btn btn-outline-dark btn-lg">
                  {t('heroContact')}
                </PrefetchLink>
              </div>
            </div>
            <div className="col-lg-6 text-center">
              <Illustration
                src={heroImage}
                alt={t('heroImageAlt')}
                className="img-fluid hero__image"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="why-us">
        <h2 id="why-us" className="h2 text-center mb-4">
          {t('introTitle')}
        </h2>
        <div className="row g-4">
          {reasons.map(({ title, text }) => (
            <div key={title} className="col-md-4">
              <div className="feature-card h-100">
                <h3 className="h5">{title}</h3>
                <p className="mb-0">{text}</p>
              </div>
            </div>
          ))}
        </div>
        <p className="text-center mt-4 mb-0">
          <PrefetchLink href={publicPaths.about} className="btn btn-outline-primary">
            {t('aboutLink')}
          </PrefetchLink>
        </p>
      </section>

      <AvailablePuppies />

      <UpcomingLitters />

      <PriceIncludes />

      <PedigreeAndTransport
        titles={{ pedigree: t('pedigreeTitle'), transport: t('transportTitle') }}
        pedigree={t.rich('pedigreeText', { ...values, strong: (c) => <strong>{c}</strong> })}
        transport={t('transportText')}
        transportLink={t('transportLink')}
      />
    </>
  );
}
