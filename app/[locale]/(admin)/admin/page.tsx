import { setRequestLocale } from 'next-intl/server';
import { InfoForm } from '@/components/admin/info/InfoForm';
import type { AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/lib/api';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'pageInfo');
}

export default async function PageInfoPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.pageInfo);
  return <InfoForm initial={await getSiteInfo()} />;
}
