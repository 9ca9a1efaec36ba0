import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { adminPaths } from '@/lib/paths.mjs';
import { PageBody } from './PageBody';

type PagePreviewProps = Parameters<typeof PageBody>[0];

/** The admin's preview: a notice and the language links, then the page's body in its language. */
export async function PagePreview(props: PagePreviewProps) {
  const [t, names] = await Promise.all([
    getTranslations('PageContent'),
    getTranslations('Locales'),
  ]);
  const { page, locale } = props;
  return (
    <>
      <div className="container py-3">
        <p className="alert alert-warning mb-2" role="status">
          {t('previewNotice')}
        </p>
        <nav aria-label={t('previewLanguage')}>
          <ul className="nav nav-pills">
            {routing.locales.map((code) => (
              <li key={code} className="nav-item">
                <a
                  href={adminPaths.pagePreview(page.page, code)}
                  className={code === locale ? 'nav-link active' : 'nav-link'}
                  aria-current={code === locale ? 'page' : undefined}
                  lang={code}
                >
                  {names(code)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div lang={locale} className="page-preview">
        <PageBody {...props} />
      </div>
    </>
  );
}
