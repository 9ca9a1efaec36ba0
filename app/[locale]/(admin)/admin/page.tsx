import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { FactsForm } from '@/components/admin/info/FactsForm';
import { InfoForm } from '@/components/admin/info/InfoForm';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/lib/api';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'pageInfo');
}

async function FactsSection() {
  return <FactsForm initial={await getSiteFacts()} />;
}

async function PageInfoPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.pageInfo);
  return (
    <>
      <InfoForm initial={await getSiteInfo()} />
      {/* Its own boundary: the contact details show first, and the page's first part stays
          small enough for React to send the header's menus in place (not moved in later). */}
      <Suspense>
        <FactsSection />
      </Suspense>
    </>
  );
}

export default adminScreen('pageInfo', PageInfoPage);
