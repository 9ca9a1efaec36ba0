import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EnquirySection } from '@/features/enquiries/ui/EnquirySection';
import { ContactDetails } from '@/components/layout/ContactDetails';
import { ContactBody } from '@/features/pages/ui/ContactBody';
import { JsonLd } from '@/components/ui/JsonLd';
import type { AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/lib/api';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { renderedStart } from '@/lib/server/enquiry-start';
import { contentMetadata, pageLine, publishedPage } from '@/features/pages/server/page-render';
import { kennelJsonLd } from '@/features/site/structured-data';

// Rendered again at run time: the form's signed start for visitors without JavaScript.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'contact', publicPaths.contact);
}

export default async function ContactPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [rendered, info, home] = await Promise.all([
    publishedPage('contact', locale as AppLocale),
    getSiteInfo(),
    getTranslations('HomePage'),
  ]);
  const description = pageLine(rendered, 'metaDescription', locale as AppLocale);

  return (
    <>
      <JsonLd
        data={kennelJsonLd(info, rendered.facts, description, {
          pedigree: home('pedigreeTitle'),
        })}
      />
      <ContactBody page={rendered.page} locale={locale as AppLocale} values={rendered.values}>
        <div className="container pb-5">
          <ContactDetails info={info} />
          <EnquirySection
            locale={locale as AppLocale}
            returnTo={publicPaths.contact}
            start={renderedStart()}
          />
        </div>
      </ContactBody>
    </>
  );
}
