'use client';

import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { CONTENT_LOCALES, type PageSummary } from '@/features/pages/content';
import { useTranslations } from '@/lib/client/intl';
import { adminPaths } from '@/lib/paths.mjs';
import { PageState } from './PageState';

/** `/admin/pages`: the six pages, whether each has unpublished changes or missing languages. */
export function PageList({ pages }: { pages: PageSummary[] }) {
  const t = useTranslations('AdminPages');
  return (
    <ul className="list-group page-list">
      {pages.map((summary) => {
        const name = t('page', { page: summary.page });
        const missing = CONTENT_LOCALES.filter((locale) => summary.missing[locale].length > 0);
        return (
          <li key={summary.page} className="list-group-item py-3">
            <h2 className="h5 mb-1">
              <PrefetchLink href={adminPaths.editPage(summary.page)}>{name}</PrefetchLink>
            </h2>
            <PageState view={summary} />
            {missing.length > 0 && (
              <ul className="list-unstyled small mb-0" aria-label={t('missingTitle')}>
                {missing.map((locale) => (
                  <li key={locale} className="text-warning-emphasis">
                    {t('missingSummary', {
                      locale,
                      count: summary.missing[locale].length,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
