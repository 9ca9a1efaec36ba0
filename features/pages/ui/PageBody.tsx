import type { AppLocale } from '@/i18n/routing';
import { ContactDetails } from '@/components/layout/ContactDetails';
import type { PublishedPage } from '@/features/pages/content';
import type { PrivacyNotice } from '@/features/site/privacy-recipients';
import type { SiteFacts } from '@/features/site/facts-schema';
import type { SiteInfo } from '@/lib/validation/responses';
import { AboutBody } from './AboutBody';
import { BreedBody } from './BreedBody';
import { ContactBody } from './ContactBody';
import { HomeBody } from './HomeBody';
import { PrivacyBody } from './PrivacyBody';
import { TransportBody } from './TransportBody';
import { TermsBody } from '@/features/pages/ui/TermsBody';

interface PageBodyProps {
  page: PublishedPage;
  locale: AppLocale;
  values: Record<string, string>;
  facts: SiteFacts;
  info: SiteInfo;
  /** The privacy notice's generated parts; only the privacy page shows them. */
  privacy: PrivacyNotice | null;
}

/** Any of the breeder's pages by its key: what the admin's preview renders with the draft. */
export function PageBody({ page, locale, values, facts, info, privacy }: PageBodyProps) {
  const props = { page, locale, values };
  switch (page.page) {
    case 'home':
      return <HomeBody {...props} />;
    case 'about':
      return <AboutBody {...props} />;
    case 'breed':
      return <BreedBody {...props} />;
    case 'transport':
      return <TransportBody {...props} airlines={facts.airlines} />;
    case 'contact':
      return (
        <ContactBody {...props}>
          <div className="container pb-5">
            <ContactDetails info={info} />
          </div>
        </ContactBody>
      );
    case 'privacy':
      return privacy && <PrivacyBody {...props} notice={privacy} />;
    case 'terms':
      return <TermsBody {...props} facts={facts} />;
  }
}
