import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DiaryAdmin } from '@/features/diary/ui/admin/DiaryAdmin';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { diaryScreen } from '@/features/diary/server/diary';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminDiary',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/diary`: post a puppy's or a litter's update; the latest ones, rendered with the data. */
async function AdminDiaryPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.diary);
  const { entries, targets } = await diaryScreen();
  return <DiaryAdmin entries={entries} targets={targets} />;
}

export default adminScreen('diary', AdminDiaryPage);
