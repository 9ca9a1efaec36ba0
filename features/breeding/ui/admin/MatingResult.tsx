import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { COLOUR_LOCUS_NAMES } from '@/features/health/kinds';
import type { MatingPreview } from '@/features/breeding/server/mating';

/** The genotypes listed under the coats: the likeliest, as a long list says little more. */
const GENOTYPES_SHOWN = 24;

/**
 * A mating's preview as the breeder reads it: how related the parents are, the coats and their
 * shares, what is not known, each DNA test's shares and the warnings, in her language.
 */
export async function MatingResult({
  preview,
  locale,
  damName,
  sireName,
}: {
  preview: MatingPreview;
  locale: AppLocale;
  damName: string;
  sireName: string;
}) {
  const [t, format] = await Promise.all([getTranslations('MatingPreview'), getFormatter()]);
  const percent = (share: number) =>
    format.number(share, { style: 'percent', maximumFractionDigits: 2 });
  const allUnknown = preview.unknownLoci.length === COLOUR_LOCUS_NAMES.length;
  const affected = preview.health.filter((h) => h.affected > 0);
  const genotypes = [...preview.colours].sort((a, b) => b.probability - a.probability);

  return (
    <div data-testid="mating-result">
      <h2 className="h4">{t('resultTitle', { dam: damName, sire: sireName })}</h2>

      <section className="mb-4" aria-labelledby="mating-relatedness">
        <h3 id="mating-relatedness" className="h5">
          {t('relatednessTitle')}
        </h3>
        <p className="mb-1" data-testid="mating-coi">
          {t('coi', { coi: percent(preview.coi), generations: preview.generations })}
        </p>
        <p className="mb-1">{t('ancestorLoss', { value: percent(preview.ancestorLoss) })}</p>
        <p className="small text-body-secondary">{t('coiHelp')}</p>
      </section>

      {preview.warnings.length > 0 && (
        <section className="mb-4" aria-labelledby="mating-warnings" data-testid="mating-warnings">
          <h3 id="mating-warnings" className="h5">
            {t('warningsTitle')}
          </h3>
          {preview.warnings.map((warning) => (
            <div
              key={warning}
              className={`alert ${warning === 'doubleMerle' || warning === 'affectedOffspring' ? 'alert-danger' : 'alert-warning'}`}
              data-testid={`mating-warning-${warning}`}
            >
              <p className="fw-semibold mb-1">{t('warningTitle', { warning })}</p>
              <p className="mb-0">
                {warning === 'affectedOffspring'
                  ? t('warningAffected', {
                      tests: affected
                        .map((h) =>
                          t('affectedShare', {
                            test: t('test', { test: h.test }),
                            share: percent(h.affected),
                          }),
                        )
                        .join(', '),
                    })
                  : t('warningText', { warning })}
              </p>
            </div>
          ))}
        </section>
      )}

      <section className="mb-4" aria-labelledby="mating-colours">
        <h3 id="mating-colours" className="h5">
          {t('coloursTitle')}
        </h3>
        {allUnknown ? (
          <p data-testid="mating-unknown">{t('noColourTests')}</p>
        ) : (
          <>
            <ShareTable
              className="table table-sm"
              testId="mating-coats"
              caption={t('coloursTitle')}
              columns={[t('coat'), t('share')]}
            >
              {preview.coats.map((coat) => (
                <tr key={coat.phenotype.en}>
                  <td>{coat.phenotype[locale]}</td>
                  <td className="text-end text-nowrap">{percent(coat.probability)}</td>
                </tr>
              ))}
            </ShareTable>
            {preview.unknownLoci.length > 0 && (
              <p className="small" data-testid="mating-unknown">
                {t('unknownLoci', {
                  loci: format.list(preview.unknownLoci.map((locus) => locus.toUpperCase())),
                })}
              </p>
            )}
            <details className="mb-2">
              <summary>{t('genotypesTitle', { count: genotypes.length })}</summary>
              <ul className="list-unstyled small mt-2">
                {genotypes.slice(0, GENOTYPES_SHOWN).map((row) => {
                  const genotype = Object.values(row.genotype).join(' ');
                  return (
                    <li key={genotype} className="d-flex justify-content-between gap-2">
                      <span>
                        <span className="font-monospace">{genotype}</span> {row.phenotype[locale]}
                      </span>
                      <span className="text-nowrap">{percent(row.probability)}</span>
                    </li>
                  );
                })}
              </ul>
              {genotypes.length > GENOTYPES_SHOWN && (
                <p className="small text-body-secondary">
                  {t('genotypesMore', { count: genotypes.length - GENOTYPES_SHOWN })}
                </p>
              )}
            </details>
          </>
        )}
      </section>

      <section className="mb-4" aria-labelledby="mating-health">
        <h3 id="mating-health" className="h5">
          {t('healthTitle')}
        </h3>
        {preview.health.length === 0 ? (
          <p>{t('noHealthTests')}</p>
        ) : (
          <div className="table-responsive">
            <ShareTable
              className="table table-sm small"
              testId="mating-health"
              caption={t('healthTitle')}
              columns={[
                t('dnaTest'),
                ...(['clear', 'carrier', 'affected'] as const).map((status) =>
                  t('status', { status }),
                ),
              ]}
            >
              {preview.health.map((row) => (
                <tr key={row.test} className={row.affected > 0 ? 'table-danger' : undefined}>
                  <th scope="row">{t('test', { test: row.test })}</th>
                  <td className="text-end">{percent(row.clear)}</td>
                  <td className="text-end">{percent(row.carrier)}</td>
                  <td className="text-end">{percent(row.affected)}</td>
                </tr>
              ))}
            </ShareTable>
          </div>
        )}
        <p className="small text-body-secondary">{t('healthHelp')}</p>
      </section>
    </div>
  );
}

interface ShareTableProps {
  className: string;
  testId: string;
  /** For screen readers: the section's heading says it on screen. */
  caption: string;
  /** The column headings: what each row is, then its shares (right-aligned). */
  columns: string[];
  children: ReactNode;
}

/** A table of what the puppies may be, with each outcome's share. */
function ShareTable({
  className,
  testId,
  caption,
  columns: [first, ...shares],
  children,
}: ShareTableProps) {
  return (
    <table className={className} data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {shares.map((label) => (
            <th key={label} scope="col" className="text-end">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
