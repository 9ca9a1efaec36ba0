import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/layout/ContactDetails';
import { EnquirySection } from '@/components/enquiries/EnquirySection';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts, getSiteInfo } from '@/lib/api';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { renderedStart } from '@/lib/server/enquiry-start';
import { kennelJsonLd } from '@/lib/site/structured-data';

// Rendered again at run time: the form's signed start for visitors without JavaScript.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'ContactPage', publicPaths.contact);
}

export default async function ContactPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, tHome, info, facts] = await Promise.all([
    getTranslations('ContactPage'),
    getTranslations('HomePage'),
    getSiteInfo(),
    getSiteFacts(),
  ]);

  return (
    <>
      <JsonLd
        data={kennelJsonLd(info, facts, t('metaDescription'), {
          pedigree: tHome('pedigreeTitle'),
        })}
      />
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        <ContactDetails info={info} />
        <EnquirySection
          locale={locale as AppLocale}
          returnTo={publicPaths.contact}
          start={renderedStart()}
        />
      </div>
    </>
  );
}
