import { useTranslations } from 'next-intl';
import type { Litter } from '@/lib/validation/responses';
import { useLitterText } from './useLitterText';

/** A litter's status, dates and counts, as a list of terms. */
export function LitterFacts({ litter }: { litter: Litter }) {
  const t = useTranslations('Litters');
  const text = useLitterText();
  const rows = [
    { term: t('statusLabel'), value: text.status(litter) },
    litter.matedAt && { term: t('matedAt'), value: text.date(litter.matedAt) },
    litter.expectedAt && { term: t('expectedAt'), value: text.date(litter.expectedAt) },
    litter.bornAt && { term: t('bornAt'), value: text.date(litter.bornAt) },
    { term: t('expectedCount'), value: text.counts(litter.expected) },
    litter.bornAt && { term: t('bornCount'), value: text.counts(litter.born) },
  ].filter((row): row is { term: string; value: string } => Boolean(row && row.value));
  return (
    <dl className="dog-facts" data-testid="litter-facts">
      {rows.map((row) => (
        <div key={row.term} className="dog-facts__row">
          <dt>{row.term}</dt>
          <dd className="mb-0 text-end">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
