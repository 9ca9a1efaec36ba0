import { setRequestLocale } from 'next-intl/server';
import { InfoForm } from '@/components/admin/info/InfoForm';
import type { AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/lib/api';
import { requireAdmin } from '@/lib/api/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'pageInfo');
}

export default async function PageInfoPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdmin(adminPaths.pageInfo);
  return <InfoForm initial={await getSiteInfo()} />;
}
