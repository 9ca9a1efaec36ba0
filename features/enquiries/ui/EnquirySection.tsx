import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { ClientMessages, ENQUIRY_NAMESPACES } from '@/components/layout/ClientMessages';
import { publicFormParts, type WithoutServerParts } from '@/components/ui/PublicFormParts';
import { EnquiryForm } from './EnquiryForm';

type EnquirySectionProps = WithoutServerParts<ComponentProps<typeof EnquiryForm>>;

/**
 * The enquiry form with what never changes in it drawn by the server (the heading, the notice of
 * a failed post, the hidden fields and the consent's text): HTML, not a dog page's script.
 */
export async function EnquirySection(props: EnquirySectionProps) {
  const { dog } = props;
  const t = await getTranslations('EnquiryForm');
  const title = dog
    ? t(dog.reserved ? 'titleWaitingList' : 'titleDog', { name: dog.name })
    : t('titleGeneral');
  const hidden = dog && <input type="hidden" name="dogId" defaultValue={dog.id} />;
  const parts = await publicFormParts('enquiry', props, { title, intro: t('intro'), hidden });
  return (
    <ClientMessages namespaces={ENQUIRY_NAMESPACES}>
      <EnquiryForm {...props} {...parts} />
    </ClientMessages>
  );
}
