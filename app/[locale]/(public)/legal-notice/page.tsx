import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalNoticeDetails } from '@/features/site/ui/legal/LegalNoticeDetails';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts } from '@/features/site/reads';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'LegalNotice', publicPaths.legalNotice);
}

/** The service provider's details: Elker. tv. 4. §, DDG § 5, ECG § 5 and MedienG § 25. */
export default async function LegalNoticePage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, facts] = await Promise.all([getTranslations('LegalNotice'), getSiteFacts()]);

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5 legal-notice">
        <LegalNoticeDetails facts={facts} />
      </div>
    </>
  );
}
