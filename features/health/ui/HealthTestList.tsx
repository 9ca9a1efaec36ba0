import { useTranslations } from 'next-intl';
import { latestStructured } from '@/features/health/summary';
import type { StoredHealthTest } from '@/features/health/kinds';
import type { HealthTest } from '@/lib/validation/responses';
import { healthText } from './health-text';

interface HealthTestListProps {
  tests: HealthTest[];
  /** A free entry's date, as the page writes dates. */
  date: (iso: string) => string;
}

/**
 * A parent's health tests in plain words: the newest of each structured kind ("BOAS grade 1
 * (2025)", "HUU: clear") with a link to its certificate's watermarked image, then the free
 * entries as they always were.
 */
export function HealthTestList({ tests, date }: HealthTestListProps) {
  const t = useTranslations('Health');
  const text = healthText(t);
  const structured = latestStructured(tests as StoredHealthTest[]) as Extract<
    HealthTest,
    { kind: string }
  >[];
  const free = tests.filter((test) => !test.kind) as Extract<HealthTest, { name: string }>[];
  return (
    <>
      {structured.length > 0 && (
        <ul className="parent-card__health small mb-1" data-testid="health-lines">
          {structured.map((test) => (
            <li key={test.kind}>
              {text.line(test)}
              {test.certificate && (
                <>
                  {' · '}
                  <a
                    href={test.certificate.src}
                    aria-label={t('certificateOf', { test: text.label(test) })}
                  >
                    {t('certificate')}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <dl className="parent-card__tests small mb-0">
          {free.map((test, i) => (
            <div key={i} className="parent-card__test">
              <dt>{test.name}</dt>
              <dd>
                {test.result}
                {test.date && <span className="text-body-secondary"> ({date(test.date)})</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
