import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageEditor } from '@/features/pages/ui/admin/PageEditor';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { isPageKey } from '@/features/pages/content';
import { adminPaths } from '@/lib/paths.mjs';
import { getPageView } from '@/features/pages/server/pages';
import { adminScreen } from '@/components/admin/adminScreen';
import { RecordMissing } from '@/components/admin/RecordMissing';

type Props = { params: Promise<{ locale: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, page } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'AdminPages' });
  const name = isPageKey(page) ? t('page', { page }) : page;
  return { title: t('editTitle', { page: name }), robots: { index: false, follow: false } };
}

/** `/admin/pages/{page}`: every block of the page, rendered with the draft on the server. */
async function EditPagePage({ params }: Props) {
  const { locale, page } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editPage(page));
  if (!isPageKey(page)) return <RecordMissing record="page" />;
  return <PageEditor view={await getPageView(page)} />;
}

export default adminScreen('editPage', EditPagePage);
