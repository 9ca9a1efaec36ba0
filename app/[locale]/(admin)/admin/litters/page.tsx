import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LitterAdminList } from '@/features/litters/ui/admin/LitterAdminList';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listAllLitters } from '@/features/litters/server/litters';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'LitterAdmin',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/litters`: rendered with the litters in the HTML; the list keeps them fresh after. */
async function AdminLittersPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.litters);
  return <LitterAdminList initial={await listAllLitters()} />;
}

export default adminScreen('litters', AdminLittersPage);
