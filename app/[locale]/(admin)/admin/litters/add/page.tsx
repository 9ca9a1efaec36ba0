import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LitterForm } from '@/features/litters/ui/admin/LitterForm';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { parentOptions } from '@/features/litters/server/litter-admin';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'LitterAdmin',
  });
  return { title: t('addTitle'), robots: { index: false, follow: false } };
}

async function AddLitterPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.addLitter);
  const t = await getTranslations('LitterAdmin');
  return (
    <div className="container py-4">
      <h1 className="h3 mb-4">{t('addTitle')}</h1>
      <LitterForm parents={await parentOptions()} />
    </div>
  );
}

export default adminScreen('addLitter', AddLitterPage);
