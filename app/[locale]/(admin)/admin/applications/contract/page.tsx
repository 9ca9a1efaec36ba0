import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContractTemplateEditor } from '@/features/contracts/ui/admin/ContractTemplateEditor';
import { ScreenHeader } from '@/components/admin/ScreenHeader';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { editorTemplates } from '@/features/contracts/server/templates';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminContract',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/applications/contract`: the contract template of each language, the screen's language first. */
async function AdminContractPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.contract);
  const t = await getTranslations('AdminContract');
  const templates = await editorTemplates(locale);
  return (
    <div className="container py-4">
      <p className="mb-2">
        <a href={adminPaths.applications}>← {t('back')}</a>
      </p>
      <ScreenHeader title={t('title')} />
      <p className="text-body-secondary">{t('intro')}</p>
      <ContractTemplateEditor initial={templates} />
    </div>
  );
}

export default adminScreen('contract', AdminContractPage);
