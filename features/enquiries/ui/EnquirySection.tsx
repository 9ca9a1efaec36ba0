import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { ClientMessages, ENQUIRY_NAMESPACES } from '@/components/layout/ClientMessages';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { publicPaths } from '@/lib/paths.mjs';
import { EnquiryForm } from './EnquiryForm';

type EnquirySectionProps = Omit<
  ComponentProps<typeof EnquiryForm>,
  'heading' | 'fixed' | 'consent'
>;

/**
 * The enquiry form with what never changes in it drawn by the server (the heading, the notice of
 * a failed post, the hidden fields and the consent's text): HTML, not a dog page's script.
 */
export async function EnquirySection({ locale, dog, returnTo, start }: EnquirySectionProps) {
  const t = await getTranslations('EnquiryForm');
  const title = dog
    ? t(dog.reserved ? 'titleWaitingList' : 'titleDog', { name: dog.name })
    : t('titleGeneral');
  return (
    <ClientMessages namespaces={ENQUIRY_NAMESPACES}>
      <EnquiryForm
        locale={locale}
        dog={dog}
        returnTo={returnTo}
        start={start}
        heading={
          <h2 id="enquiry-title" className="h4">
            {title}
          </h2>
        }
        fixed={
          <>
            <p id="enquiry-failed" className="enquiry__notice alert alert-danger" tabIndex={-1}>
              {t('failed')}
            </p>
            <p className="text-body-secondary">{t('intro')}</p>
            <input type="hidden" name="returnTo" value={returnTo} />
            {/* For a form sent before (or without) the script; the script sends its own values. */}
            <input type="hidden" name="locale" defaultValue={locale} />
            {dog && <input type="hidden" name="dogId" defaultValue={dog.id} />}
            <input type="hidden" name="start" defaultValue={start} />
            <div className="enquiry__trap" aria-hidden="true">
              <label htmlFor="enquiry-website">{t('honeypot')}</label>
              <input
                id="enquiry-website"
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
          </>
        }
        consent={t.rich('consent', {
          link: (chunks) => <PrefetchLink href={publicPaths.privacy}>{chunks}</PrefetchLink>,
        })}
      />
    </ClientMessages>
  );
}
