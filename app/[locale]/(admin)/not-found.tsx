import { useTranslations } from 'next-intl';
import { adminPaths } from '@/lib/paths.mjs';

/**
 * notFound() from an admin screen (a record that does not exist, or no longer does): the admin's
 * own 404, inside its layout, so the breeder keeps the admin bar and goes on from there.
 */
export default function AdminNotFound() {
  const t = useTranslations('AdminNotFound');
  return (
    <>
      <title>{t('metaTitle')}</title>
      <section className="container py-4" data-testid="admin-not-found">
        <h1 className="h3">{t('title')}</h1>
        <p>{t('text')}</p>
        <a href={adminPaths.dogs} className="btn btn-primary">
          {t('start')}
        </a>
      </section>
    </>
  );
}
