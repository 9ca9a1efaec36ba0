import { getFormatter, getTranslations } from 'next-intl/server';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { countryName } from '@/lib/countries';
import type { AppLocale } from '@/i18n/routing';
import { adminPaths } from '@/lib/paths.mjs';
import { litterLabel } from '@/features/applications/labels';
import type { ApplicationPage } from '@/features/applications/views';
import { ApplicationFilters, type ListFilters } from './ApplicationFilters';
import { receivedAt } from '@/components/admin/received-at';

interface ApplicationListProps {
  locale: AppLocale;
  page: ApplicationPage;
  filters: ListFilters;
  litters: { id: number; label: string }[];
  retentionDays: number;
  mailOff: boolean;
}

/** The applications as the server found them: filters, one card each, and the pages. */
export async function ApplicationList({
  locale,
  page,
  filters,
  litters,
  retentionDays,
  mailOff,
}: ApplicationListProps) {
  const [t, tApply, tContract, format] = await Promise.all([
    getTranslations('ApplicationAdmin'),
    getTranslations('Apply'),
    getTranslations('AdminContract'),
    getFormatter(),
  ]);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const pageHref = (number: number) => {
    const query = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (number > 1) query.set('page', String(number));
    const search = query.toString();
    return search ? `${adminPaths.applications}?${search}` : adminPaths.applications;
  };
  return (
    <div className="container py-4 admin-applications">
      <ScreenHeader title={t('title')}>
        <a href={adminPaths.applicationQuestions} className="btn btn-outline-secondary btn-sm">
          {t('questionsLink')}
        </a>
        <a href={adminPaths.contract} className="btn btn-outline-secondary btn-sm">
          {tContract('title')}
        </a>
      </ScreenHeader>
      {mailOff && <p className="alert alert-warning">{t('mailOff')}</p>}
      <ApplicationFilters filters={filters} litters={litters} />
      <p className="text-body-secondary small" aria-live="polite">
        {t('count', { total: page.total })}
      </p>
      {page.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="list-unstyled">
          {page.items.map((application) => (
            <li key={application.id} className="card mb-2">
              <div className="card-body p-3">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <h2 className="h6 mb-1">
                    <a
                      href={adminPaths.application(application.id)}
                      className="stretched-link"
                      aria-label={t('open', { name: application.name })}
                    >
                      {application.name}
                    </a>
                  </h2>
                  <span className="badge text-bg-secondary align-self-start">
                    {t('state', { status: application.status })}
                  </span>
                </div>
                <p className="small text-body-secondary mb-1">
                  {t('received', { date: receivedAt(format, application.createdAt) })}
                  {' · '}
                  {application.city}, {countryName(application.country, locale)}
                </p>
                <p className="small mb-0">
                  {application.litter
                    ? litterLabel((key, values) => tApply(key, values), application.litter, locale)
                    : tApply('anyLitter')}
                  {' · '}
                  {tApply('sex', { sex: application.preferredSex ?? 'any' })}
                  {' · '}
                  {tApply('color', { color: application.preferredColor ?? 'any' })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('pages')}>
          <ul className="pagination">
            {page.page > 1 && (
              <li className="page-item">
                <a className="page-link" href={pageHref(page.page - 1)}>
                  {t('previous')}
                </a>
              </li>
            )}
            <li className="page-item active" aria-current="page">
              <span className="page-link">{t('page', { page: page.page, pages })}</span>
            </li>
            {page.page < pages && (
              <li className="page-item">
                <a className="page-link" href={pageHref(page.page + 1)}>
                  {t('next')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
      <p className="small text-body-secondary mt-4">{t('retention', { days: retentionDays })}</p>
    </div>
  );
}
