import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { FirstSaleChecklist } from '@/components/admin/first-sale/FirstSaleChecklist';
import { FactsForm } from '@/features/site/ui/admin/FactsForm';
import { InfoForm } from '@/features/site/ui/admin/InfoForm';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/features/site/reads';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { firstSaleProgress } from '@/lib/server/first-sale';
import { adminScreen } from '@/components/admin/adminScreen';
import { getComingUp } from '@/features/calendar/reads';
import { ComingUp } from '@/features/calendar/ui/admin/ComingUp';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'pageInfo');
}

async function FactsSection() {
  return <FactsForm initial={await getSiteFacts()} />;
}

async function PageInfoPage({ params }: LocaleParams) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.pageInfo);
  const [info, firstSale, comingUp] = await Promise.all([
    getSiteInfo(),
    firstSaleProgress(),
    getComingUp(locale),
  ]);
  return (
    <>
      {/* Until the first puppy has gone home: what to do next, ticked from the data. */}
      {firstSale && <FirstSaleChecklist steps={firstSale} />}
      {/* The next 14 days of the breeder's calendar, each to its screen. */}
      <ComingUp view={comingUp} />
      <InfoForm initial={info} />
      {/* Its own boundary: the contact details show first, and the page's first part stays
          small enough for React to send the header's menus in place (not moved in later). */}
      <Suspense>
        <FactsSection />
      </Suspense>
    </>
  );
}

export default adminScreen('pageInfo', PageInfoPage);
