import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { EditNews } from '@/features/news/ui/admin/EditNews';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { ApiError } from '@/lib/server/http/errors';
import { getNews } from '@/features/news/server/news';
import { litterOptions } from '@/features/news/server/news-admin';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminNews',
  });
  return { title: t('editTitle'), robots: { index: false, follow: false } };
}

/** The post as stored, or null when there is none (the screen says so). */
async function storedPost(id: number | null) {
  if (id === null) return null;
  try {
    return await getNews(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `/admin/news/edit/{id}`: the post's texts, time, litter and photos, rendered with its data. */
async function EditNewsPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editNews(id));
  const [post, litters] = await Promise.all([storedPost(adminDogId(id)), litterOptions()]);
  if (!post) {
    const t = await getTranslations('AdminNews');
    return (
      <div className="container py-4">
        <h1 className="h3">{t('editTitle')}</h1>
        <p>{t('missingText')}</p>
        <PrefetchLink href={adminPaths.news}>{t('back')}</PrefetchLink>
      </div>
    );
  }
  return <EditNews post={post} litters={litters} />;
}

export default adminScreen('editNews', EditNewsPage);
