import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { LitterForecast as Forecast } from '@/features/breeding/schema';

const ALL_LOCI = 8;

/** A planned or expected litter's colours with their shares, and how related its parents are. */
export async function LitterForecast({
  forecast,
  locale,
}: {
  forecast: Forecast;
  locale: AppLocale;
}) {
  const [t, format] = await Promise.all([getTranslations('LitterForecast'), getFormatter()]);
  const percent = (share: number) =>
    format.number(share, { style: 'percent', maximumFractionDigits: 1 });
  const tested = forecast.unknownLoci.length < ALL_LOCI;
  return (
    <section className="mt-5 litter-forecast" aria-labelledby="litter-forecast">
      <h2 id="litter-forecast" className="h3 mb-3">
        {t('title')}
      </h2>
      {tested ? (
        <>
          <p>{t('coloursIntro')}</p>
          <ul className="litter-forecast__colours list-unstyled" data-testid="litter-colours">
            {forecast.coats.map((coat) => (
              <li key={coat.phenotype.en} className="d-flex justify-content-between gap-3">
                <span>{coat.phenotype[locale]}</span>
                <span className="fw-semibold">{percent(coat.probability)}</span>
              </li>
            ))}
          </ul>
          {forecast.unknownLoci.length > 0 && (
            <p className="small text-body-secondary">
              {t('untested', { loci: forecast.unknownLoci.join(', ') })}
            </p>
          )}
        </>
      ) : (
        <p>{t('noColourTests')}</p>
      )}
      <p data-testid="litter-coi">
        {t('coi', { coi: percent(forecast.coi), generations: forecast.generations })}
      </p>
    </section>
  );
}
