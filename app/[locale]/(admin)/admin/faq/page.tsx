import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqAdmin } from '@/features/faq/ui/admin/FaqAdmin';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listFaq } from '@/features/faq/server/faq';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminFaq',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/faq`: the questions and answers, rendered with them in the HTML. */
async function AdminFaqPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.faq);
  return <FaqAdmin initial={await listFaq()} />;
}

export default adminScreen('faq', AdminFaqPage);
