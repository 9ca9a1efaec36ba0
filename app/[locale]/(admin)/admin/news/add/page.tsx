import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EditNews } from '@/features/news/ui/admin/EditNews';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { litterOptions } from '@/features/news/server/news-admin';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminNews',
  });
  return { title: t('addTitle'), robots: { index: false, follow: false } };
}

/** `/admin/news/add`: a new post; its photos come once it is saved. */
async function AddNewsPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.addNews);
  return <EditNews post={null} litters={await litterOptions()} />;
}

export default adminScreen('addNews', AddNewsPage);
