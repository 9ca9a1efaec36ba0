import { useTranslations } from 'next-intl';
import type { Litter } from '@/lib/validation/responses';
import { useLitterText } from './useLitterText';

/** A litter's status, dates and counts, as a list of terms: the birth's once it is born. */
export function LitterFacts({ litter }: { litter: Litter }) {
  const t = useTranslations('Litters');
  const text = useLitterText();
  // Once born, the birth replaces what was expected: its date and its puppies.
  const rows = [
    { term: t('statusLabel'), value: text.status(litter) },
    litter.matedAt && { term: t('matedAt'), value: text.date(litter.matedAt) },
    litter.bornAt
      ? { term: t('bornAt'), value: text.date(litter.bornAt) }
      : litter.expectedAt && { term: t('expectedAt'), value: text.date(litter.expectedAt) },
    litter.bornAt
      ? { term: t('bornCount'), value: text.counts(litter.born) }
      : { term: t('expectedCount'), value: text.counts(litter.expected) },
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
