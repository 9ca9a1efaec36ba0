import { ClientMessages, SUBSCRIBE_NAMESPACES } from '@/components/layout/ClientMessages';
import { SubscribeSection } from '@/features/subscriptions/ui/SubscribeSection';
import { renderedStart } from '@/lib/server/enquiry-start';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LitterGrid } from '@/features/litters/ui/LitterCard';
import { useLitterText } from '@/features/litters/ui/useLitterText';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageIntro } from '@/components/ui/PageIntro';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import type { AppLocale } from '@/i18n/routing';
import { getLitters } from '@/features/litters/reads';
import { pageMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { littersJsonLd } from '@/features/litters/structured-data';
import type { Litter } from '@/lib/validation/responses';

// Static until a litter, parent or puppy changes.
export const revalidate = 86400;

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'Litters', publicPaths.litters);
}

/** The list's structured data, with each litter named as its card names it. */
function LittersJsonLd({ litters, title }: { litters: Litter[]; title: string }) {
  const text = useLitterText();
  const named = litters.map((litter) => ({ litter, name: text.name(litter) }));
  return <JsonLd data={littersJsonLd(named, title)} />;
}

/** `/litters`: the litters planned, expected, born or ready to go home (not closed). */
export default async function LittersPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, tHeader, litters] = await Promise.all([
    getTranslations('Litters'),
    getTranslations('Header'),
    getLitters(),
  ]);
  return (
    <>
      <LittersJsonLd litters={litters} title={t('title')} />
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="container pb-5">
        {litters.length > 0 ? (
          <LitterGrid litters={litters} heading="h2" label={t('listLabel')} priorityFirst />
        ) : (
          <p>{t('empty')}</p>
        )}
        <div className="mt-5">
          <ClientMessages namespaces={SUBSCRIBE_NAMESPACES}>
            <SubscribeSection
              locale={locale as AppLocale}
              returnTo={publicPaths.litters}
              start={renderedStart()}
            />
          </ClientMessages>
        </div>
        <p className="mt-5 mb-0">
          <PrefetchLink href={publicPaths.availablePuppies} className="btn btn-outline-primary">
            {tHeader('availablePuppies')}
          </PrefetchLink>
        </p>
      </div>
    </>
  );
}
