import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { AvailablePuppies } from '@/features/dogs/ui/AvailablePuppies';
import { PedigreeAndTransport } from '@/components/home/PedigreeAndTransport';
import { PriceIncludes } from '@/features/pages/ui/PriceIncludes';
import { UpcomingLitters } from '@/features/litters/ui/UpcomingLitters';
import { Illustration } from '@/components/ui/Illustration';
import { Photo } from '@/components/ui/Photo';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';
import heroImage from '@/public/img/hero-puppy.svg';
import { Inline } from './inline';
import { Line, pageText, type PageBodyProps } from './page-text';

const REASONS = ['introHealth', 'introSocial', 'introSupport'] as const;

/** The home page below the header: the breeder's texts and photo, then the live lists. */
export async function HomeBody(props: PageBodyProps) {
  const t = await getTranslations({ locale: props.locale, namespace: 'HomePage' });
  const text = pageText(props);
  const photo = text.photo('heroPhoto');
  const alt = text.plain('heroImageAlt');

  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <div className="row align-items-center g-4">
            <div className="col-lg-6">
              <Line
                as="p"
                value={text.line('heroKicker')}
                className="hero__kicker text-uppercase fw-semibold mb-2"
              />
              <Line as="h1" value={text.line('heroTitle')} className="display-4 mb-3" />
              {text.rich('heroText', 'lead mb-4 rich-text--flush')}
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
              {photo ? (
                // The LCP element: fetched from the head with the variant `sizes` picks.
                <Photo
                  image={photo}
                  alt={alt}
                  sizes="(min-width: 992px) 50vw, 100vw"
                  priority
                  className="img-fluid hero__image"
                  style={{ '--ratio': String(photo.width / photo.height) } as CSSProperties}
                />
              ) : (
                <Illustration src={heroImage} alt={alt} className="img-fluid hero__image" />
              )}
            </div>
          </div>
        </div>
      </section>

      <section className="container py-5" aria-labelledby="why-us">
        <Line as="h2" id="why-us" value={text.line('introTitle')} className="h2 text-center mb-4" />
        <div className="row g-4">
          {REASONS.map((reason) => (
            <div key={reason} className="col-md-4">
              <div className="feature-card h-100">
                <Line as="h3" value={text.line(`${reason}Title`)} className="h5" />
                {text.rich(`${reason}Text`, 'rich-text--flush')}
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
        titles={{
          pedigree: <Inline value={text.line('pedigreeTitle')} />,
          transport: <Inline value={text.line('transportTitle')} />,
        }}
        pedigree={text.rich('pedigreeText', 'rich-text--flush')}
        transport={text.rich('transportText')}
        transportLink={t('transportLink')}
        blocks
      />
    </>
  );
}
