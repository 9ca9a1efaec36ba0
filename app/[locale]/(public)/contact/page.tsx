import { EnquirySection } from '@/features/enquiries/ui/EnquirySection';
import { ContactDetails } from '@/components/layout/ContactDetails';
import { ContactBody } from '@/features/pages/ui/ContactBody';
import { JsonLd } from '@/components/ui/JsonLd';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { renderedStart } from '@/lib/server/enquiry-start';
import { contentMetadata, kennelPage } from '@/features/pages/server/page-render';

// Rendered again at run time: the form's signed start for visitors without JavaScript.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'contact', publicPaths.contact);
}

export default async function ContactPage(route: LocaleParams) {
  const { body, info, kennel } = await kennelPage(route, 'contact');
  return (
    <>
      <JsonLd data={kennel} />
      <ContactBody {...body}>
        <div className="container pb-5">
          <ContactDetails info={info} />
          <EnquirySection
            locale={body.locale}
            returnTo={publicPaths.contact}
            start={renderedStart()}
          />
        </div>
      </ContactBody>
    </>
  );
}
