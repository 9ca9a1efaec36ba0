import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import type { AppLocale } from '@/i18n/routing';
import { pageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import breedImage from '@/public/img/breed-profile.svg';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return pageMetadata(locale, 'BreedPage', publicPaths.breed);
}

const TOPICS = ['temperament', 'care', 'feeding', 'grooming', 'health'] as const;
const FACTS = ['factWeight', 'factHeight', 'factLifespan', 'factColours'] as const;

export default async function BreedPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('BreedPage');

  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        image={{ src: breedImage, alt: t('imageAlt') }}
      />
      <div className="container pb-5">
        <div className="row g-4">
          <div className="col-lg-8">
            {TOPICS.map((topic) => (
              <section key={topic} className="mb-4">
                <h2 className="h3">{t(`${topic}Title`)}</h2>
                <p>{t(`${topic}Text`)}</p>
              </section>
            ))}
          </div>
          <aside className="col-lg-4">
            <div className="info-panel">
              <h2 className="h4">{t('factsTitle')}</h2>
              <ul className="mb-0">
                {FACTS.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
