import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EditNews } from '@/components/admin/news/EditNews';
import type { AppLocale } from '@/i18n/routing';
import { adminRecord } from '@/lib/api/admin-record';
import { requireAdminPage } from '@/lib/api/current-user';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { getNews } from '@/lib/server/news';
import { litterOptions } from '@/lib/server/news-admin';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminNews',
  });
  return { title: t('editTitle'), robots: { index: false, follow: false } };
}

/** `/admin/news/edit/{id}`: the post's texts, time, litter and photos, rendered with its data. */
async function EditNewsPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editNews(id));
  const [post, litters] = await Promise.all([
    adminRecord(adminDogId(id), getNews),
    litterOptions(),
  ]);
  return <EditNews post={post} litters={litters} />;
}

export default adminScreen('editNews', EditNewsPage);
