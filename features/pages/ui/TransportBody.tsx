import { getTranslations } from 'next-intl/server';
import { AirlinesList } from '@/features/pages/ui/AirlinesList';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';
import planeImage from '@/public/img/transport-plane.svg';
import { ContentIntro } from './ContentIntro';
import { Line, pageText, type PageBodyProps } from './page-text';

const STEPS = ['stepVet', 'stepCrate', 'stepFlight', 'stepArrival'] as const;

interface TransportBodyProps extends PageBodyProps {
  /** The airlines the kennel flies with (a structured fact). */
  airlines: string[];
}

/** The transport page: the journey step by step, the airlines, and a way to ask. */
export async function TransportBody({ airlines, ...props }: TransportBodyProps) {
  const t = await getTranslations({ locale: props.locale, namespace: 'TransportPage' });
  const text = pageText(props);
  return (
    <>
      <ContentIntro text={text} illustration={planeImage} />
      <div className="container pb-5">
        <section aria-labelledby="transport-steps">
          <Line as="h2" id="transport-steps" value={text.line('stepsTitle')} className="h3 mb-3" />
          <ol className="transport-steps list-unstyled row g-4">
            {STEPS.map((step, index) => (
              <li key={step} className="col-md-6 col-lg-3">
                <div className="feature-card h-100">
                  <span className="transport-steps__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <Line as="h3" value={text.line(`${step}Title`)} className="h5" />
                  {text.rich(`${step}Text`, 'rich-text--flush')}
                </div>
              </li>
            ))}
          </ol>
        </section>
        <div className="row g-4 mt-1">
          <section className="col-md-6">
            <div className="info-panel h-100">
              <Line as="h2" value={text.line('carriersTitle')} className="h4" />
              {text.rich('carriersText')}
              <AirlinesList airlines={airlines} />
            </div>
          </section>
          <section className="col-md-6">
            <div className="info-panel h-100">
              <Line as="h2" value={text.line('questionsTitle')} className="h4" />
              {text.rich('questionsText')}
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
