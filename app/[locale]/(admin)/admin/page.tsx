import { setRequestLocale } from 'next-intl/server';
import { FactsForm } from '@/components/admin/info/FactsForm';
import { InfoForm } from '@/components/admin/info/InfoForm';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/lib/api';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'pageInfo');
}

export default async function PageInfoPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.pageInfo);
  const [info, facts] = await Promise.all([getSiteInfo(), getSiteFacts()]);
  return (
    <>
      <InfoForm initial={info} />
      <FactsForm initial={facts} />
    </>
  );
}
