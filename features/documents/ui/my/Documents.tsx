import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { documentTypeLabel, formatFileSize } from '@/features/documents/rules';
import { formatDay, myDocuments } from '../../reads';

/**
 * The buyer's documents on their private page, each with a download link made for this render
 * (short-lived: a copied link stops working). Nothing is shown before the breeder attaches one.
 */
export async function Documents({
  applicationId,
  locale,
}: {
  applicationId: number;
  locale: AppLocale;
}) {
  const [documents, t] = await Promise.all([
    myDocuments(applicationId),
    getTranslations({ locale, namespace: 'MyDocuments' }),
  ]);
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="my-documents" className="mb-4">
      <h2 id="my-documents" className="h4">
        {t('heading')}
      </h2>
      <p className="small text-body-secondary">{t('intro')}</p>
      <ul className="list-unstyled my-documents">
        {documents.map((document) => {
          const title = document.title ?? t('kind', { kind: document.kind });
          return (
            <li key={document.id} className="mb-3" data-testid="my-document">
              <a href={document.url} className="fw-semibold" download>
                {title}
              </a>
              {document.title && (
                <span className="ms-2 small text-body-secondary">
                  ({t('kind', { kind: document.kind })})
                </span>
              )}
              <br />
              <span className="small text-body-secondary">
                {t('details', {
                  type: documentTypeLabel(document.contentType),
                  size: formatFileSize(locale, document.size),
                  date: formatDay(locale, document.createdAt.slice(0, 10)),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
