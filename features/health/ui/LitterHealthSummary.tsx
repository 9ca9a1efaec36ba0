import { useFormatter, useTranslations } from 'next-intl';
import type { StoredHealthTest } from '@/features/health/kinds';
import { litterDnaSummary } from '@/features/health/summary';
import type { Litter } from '@/lib/validation/responses';

/**
 * A litter's DNA results over both parents in plain words: "Both parents are clear of HUU,
 * CMR1 and JHC.", "The father carries DM." A sire from outside the kennel has no results here.
 */
export function LitterHealthSummary({ litter }: { litter: Litter }) {
  const t = useTranslations('Health');
  const format = useFormatter();
  const summary = litterDnaSummary(
    litter.mother.healthTests as StoredHealthTest[],
    litter.father ? (litter.father.healthTests as StoredHealthTest[]) : null,
  );
  const name = (test: string) => t(`label.${test as 'huu'}`);
  const list = (tests: string[]) => format.list(tests.map(name), { type: 'conjunction' });
  const lines = [
    ...(summary.bothClear.length ? [t('bothClear', { tests: list(summary.bothClear) })] : []),
    ...summary.findings.map((f) =>
      t(f.status === 'carrier' ? 'carrier' : 'affected', { role: f.role, test: name(f.test) }),
    ),
    ...(summary.unknown.length ? [t('unknown', { tests: list(summary.unknown) })] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <div className="mb-4" data-testid="litter-health">
      <h3 className="h5">{t('summaryTitle')}</h3>
      <ul className="mb-0">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
