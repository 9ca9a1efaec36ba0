import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { publicFormParts, type WithoutServerParts } from '@/components/ui/PublicFormParts';
import { SubscribeForm } from './SubscribeForm';

type SubscribeSectionProps = WithoutServerParts<ComponentProps<typeof SubscribeForm>>;

/**
 * The subscribe form with what never changes in it drawn by the server (the heading, the notice
 * of a failed post, the hidden fields and the consent's text): HTML, not the page's script.
 */
export async function SubscribeSection(props: SubscribeSectionProps) {
  const { litter } = props;
  const t = await getTranslations('Subscribe');
  const mother = litter && { mother: litter.mother };
  const parts = await publicFormParts('subscribe', props, {
    title: mother ? t('titleLitter', mother) : t('title'),
    intro: mother ? t('introLitter', mother) : t('intro'),
    hidden: litter && <input type="hidden" name="litterId" defaultValue={litter.id} />,
  });
  return <SubscribeForm {...props} {...parts} />;
}
