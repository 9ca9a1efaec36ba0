import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { getSiteFacts } from '@/lib/api';
import { factValues } from '@/lib/site/fact-values';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import familyImage from '@/public/img/about-family.svg';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'AboutPage', publicPaths.about);
}

const PROMISES = ['promiseHealth', 'promiseHonesty', 'promiseUpdates', 'promiseSupport'] as const;

export default async function AboutPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const [t, facts] = await Promise.all([getTranslations('AboutPage'), getSiteFacts()]);

  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead', factValues(facts, locale))}
        image={{ src: familyImage, alt: t('imageAlt') }}
      />
      <div className="container pb-5">
        <div className="row g-4">
          <section className="col-md-6">
            <h2 className="h3">{t('storyTitle')}</h2>
            <p>{t('storyText')}</p>
          </section>
          <section className="col-md-6">
            <h2 className="h3">{t('homeTitle')}</h2>
            <p>{t('homeText')}</p>
          </section>
        </div>
        <section className="info-panel mt-4">
          <h2 className="h3">{t('promiseTitle')}</h2>
          <ul className="mb-0">
            {PROMISES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
