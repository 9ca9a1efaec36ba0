'use client';

import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { useLocale, useTranslations } from '@/lib/client/intl';
import { litterMonth } from '@/lib/i18n/month';
import type { WaitingListView } from '@/features/waiting-list/schema';
import { WaitingEntry } from './WaitingEntry';
import { useWaitingList } from './useWaitingList';

/** `/admin/waiting-list`: each litter's line and the general one, first in line first. */
export function WaitingListScreen({ initial }: { initial: WaitingListView }) {
  const t = useTranslations('WaitingList');
  const locale = useLocale();
  const { data, change } = useWaitingList(initial);

  return (
    <div className="container py-4 waiting-list">
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('intro')}</p>
      {data.lines.map((line) => {
        const id = `line-${line.litter?.id ?? 'general'}`;
        return (
          <section key={id} aria-labelledby={id} className="mb-4" data-testid={id}>
            <h2 id={id} className="h4">
              {line.litter
                ? t('litterName', {
                    mother: line.litter.mother,
                    date: litterMonth(locale, line.litter.date),
                  })
                : t('general')}
            </h2>
            {line.entries.length === 0 ? (
              <p className="text-body-secondary">{t('empty')}</p>
            ) : (
              <ol className="list-unstyled">
                {line.entries.map((entry, index) => (
                  <li key={entry.id} className="card mb-3" data-testid={`entry-${entry.id}`}>
                    <WaitingEntry
                      entry={entry}
                      last={index === line.entries.length - 1}
                      puppies={data.puppies}
                      litterId={line.litter?.id ?? null}
                      defaultCurrency={data.defaultCurrency}
                      defaultHours={data.defaultHours}
                      change={change}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
