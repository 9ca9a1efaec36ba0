import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OutsideSireCard } from '@/features/dogs/ui/OutsideSireCard';
import { ParentCard } from '@/features/dogs/ui/ParentCard';
import { LitterHealthSummary } from '@/features/health/ui/LitterHealthSummary';
import { LitterFacts } from '@/features/litters/ui/LitterFacts';
import { LitterNote } from '@/features/litters/ui/LitterNote';
import { LitterPhotos } from '@/features/litters/ui/LitterPhotos';
import { LitterPuppies } from '@/features/litters/ui/LitterPuppies';
import { LitterJsonLd, LitterTitle } from '@/features/litters/ui/LitterTitle';
import { LitterNews } from '@/features/news/ui/LitterNews';
import { Breadcrumbs, DetailLayout } from '@/components/layout/DetailPage';
import type { AppLocale } from '@/i18n/routing';
import { VideoList } from '@/features/videos/ui/VideoList';
import { getLitter } from '@/features/litters/reads';
import { getLitterForecast, getLitterPedigree } from '@/features/breeding/reads';
import { getVideos } from '@/features/videos/reads';
import { LitterForecast } from '@/features/breeding/ui/LitterForecast';
import { PedigreeTable } from '@/features/breeding/ui/PedigreeTable';
import { buildMetadata } from '@/features/site/metadata';
import { ClientMessages, SUBSCRIBE_NAMESPACES } from '@/components/layout/ClientMessages';
import { SubscribeSection } from '@/features/subscriptions/ui/SubscribeSection';
import { renderedStart } from '@/lib/server/enquiry-start';
import { sireName } from '@/features/dogs/rules';
import { applyPath, litterCover, litterPath, shownStatus } from '@/features/litters/rules';
import { isDogParam, publicPaths } from '@/lib/paths.mjs';
import { publicRecord } from '@/lib/public-record';
import type { Litter } from '@/lib/validation/responses';

interface LitterPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

// Rendered on a litter's first visit, then static until it, its parents or puppies change.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

/** The litter behind `/litters/{slug}`: a valid slug or id of a shown litter, or the 404 page. */
const loadLitter = (slug: string): Promise<Litter> =>
  publicRecord(slug, getLitter, {
    valid: isDogParam,
    path: litterPath,
    slug: (litter) => litter.slug,
  });

export async function generateMetadata({ params }: LitterPageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  const litter = await loadLitter(slug);
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Litters' });
  const father = sireName(litter);
  const title = father
    ? t('pairName', { mother: litter.mother.name, father })
    : t('name', { mother: litter.mother.name });
  const cover = litterCover(litter);
  return buildMetadata(locale as AppLocale, {
    title,
    description: t('metaLitterDescription', {
      mother: litter.mother.name,
      status: t('status', { status: shownStatus(litter) }),
    }),
    path: litterPath(litter),
    type: 'article',
    image: cover && {
      url: cover.url,
      width: cover.width,
      height: cover.height,
      alt: t('coverAlt', { mother: litter.mother.name }),
    },
  });
}

export default async function LitterPage({ params }: LitterPageProps) {
  const { locale, slug } = await params;
  setRequestLocale(locale as AppLocale);
  const litter = await loadLitter(slug);
  const coming = litter.status === 'planned' || litter.status === 'expected';
  const [t, tParents, videos, forecast, pedigree] = await Promise.all([
    getTranslations('Litters'),
    getTranslations('Parents'),
    getVideos('litter', litter.id),
    coming ? getLitterForecast(litter.slug) : null,
    getLitterPedigree(litter.slug),
  ]);
  const photoAlts = litter.images.map((_, i) =>
    t('photoAlt', { mother: litter.mother.name, number: i + 1 }),
  );
  const open = litter.status !== 'closed';

  return (
    <>
      <LitterJsonLd litter={litter} />
      <DetailLayout
        breadcrumbs={
          <Breadcrumbs
            label={t('breadcrumb')}
            list={{ href: publicPaths.litters, label: t('title') }}
            current={<LitterTitle litter={litter} />}
          />
        }
        media={
          <>
            <h2 className="visually-hidden">{t('photosTitle')}</h2>
            {litter.images.length > 0 ? (
              <LitterPhotos images={litter.images} alts={photoAlts} />
            ) : (
              <div className="dog-page__no-photo">{t('noPhoto')}</div>
            )}
            <VideoList videos={videos} name={t('name', { mother: litter.mother.name })} />
          </>
        }
        aside={
          <>
            <h1 className="display-6 mb-2">
              <LitterTitle litter={litter} />
            </h1>
            <LitterFacts litter={litter} />
            {open && (
              <section className="mt-4" aria-labelledby="litter-apply">
                <h2 id="litter-apply" className="h5">
                  {t('applyTitle')}
                </h2>
                <p>{t('applyText')}</p>
                <a href={applyPath(litter)} className="btn btn-primary btn-lg">
                  {t('apply')}
                </a>
              </section>
            )}
            {(litter.status === 'planned' ||
              litter.status === 'expected' ||
              litter.status === 'born') && (
              <div className="mt-4">
                <ClientMessages namespaces={SUBSCRIBE_NAMESPACES}>
                  <SubscribeSection
                    locale={locale as AppLocale}
                    litter={{ id: litter.id, mother: litter.mother.name }}
                    returnTo={litterPath(litter)}
                    start={renderedStart()}
                  />
                </ClientMessages>
              </div>
            )}
          </>
        }
      >
        <LitterNote litter={litter} locale={locale as AppLocale} title={t('noteTitle')} />
        <LitterNews litterId={litter.id} locale={locale as AppLocale} />
        <section className="mt-5" aria-labelledby="litter-parents">
          <h2 id="litter-parents" className="h3 mb-3">
            {t('parentsTitle')}
          </h2>
          <LitterHealthSummary litter={litter} />
          <ul className="row g-4 list-unstyled mb-0">
            <li className="col-md-6 col-xl-5">
              <ParentCard dog={litter.mother} heading="h3" role={tParents('mother')} />
            </li>
            {litter.father && (
              <li className="col-md-6 col-xl-5">
                <ParentCard dog={litter.father} heading="h3" role={tParents('father')} />
              </li>
            )}
            {litter.outsideSire && (
              <li className="col-md-6 col-xl-5">
                <OutsideSireCard sire={litter.outsideSire} heading="h3" />
              </li>
            )}
          </ul>
        </section>
        {forecast && <LitterForecast forecast={forecast} locale={locale as AppLocale} />}
        {pedigree && (
          <PedigreeTable
            tree={pedigree.tree}
            coi={pedigree.coi}
            generations={pedigree.generations}
          />
        )}
        {litter.puppies.length > 0 ? (
          <LitterPuppies puppies={litter.puppies} title={t('puppiesTitle')} id="litter-puppies" />
        ) : (
          litter.bornAt && <p className="mt-5">{t('noPuppiesYet')}</p>
        )}
      </DetailLayout>
    </>
  );
}
