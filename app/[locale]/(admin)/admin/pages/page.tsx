import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import { PageList } from '@/features/pages/ui/admin/PageList';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listPages } from '@/features/pages/server/pages';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminPages',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/pages`: the site's own pages and their state, rendered with their data. */
async function AdminPagesPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.pages);
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminPages' }),
    listPages(),
  ]);
  return (
    <div className="container py-4">
      <ScreenHeader title={t('title')} />
      <p>{t('intro')}</p>
      <PageList pages={pages} />
    </div>
  );
}

export default adminScreen('pages', AdminPagesPage);
