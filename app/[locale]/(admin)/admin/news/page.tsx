import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsAdminList } from '@/features/news/ui/admin/NewsAdminList';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listAllNews } from '@/features/news/server/news';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminNews',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/news`: every post, those waiting for their time too, rendered with the data. */
async function AdminNewsPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.news);
  return <NewsAdminList posts={await listAllNews()} locale={locale} />;
}

export default adminScreen('news', AdminNewsPage);
