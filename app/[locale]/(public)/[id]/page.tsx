import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DescriptionText } from '@/features/dogs/ui/DescriptionText';
import { DogContact } from '@/features/dogs/ui/DogContact';
import { DogFacts } from '@/features/dogs/ui/DogFacts';
import { DogParents } from '@/features/dogs/ui/DogParents';
import { EnquirySection } from '@/features/enquiries/ui/EnquirySection';
import { PuppyFacts } from '@/features/dogs/ui/PuppyFacts';
import { PhotoGrid } from '@/components/photos/PhotoGrid';
import { PuppyLitterLink, PuppySiblings } from '@/features/litters/ui/PuppyLitter';
import { PedigreeAndTransport } from '@/components/home/PedigreeAndTransport';
import { PriceIncludes } from '@/features/pages/ui/PriceIncludes';
import { WhereIsItNow } from '@/features/stories/ui/WhereIsItNow';
import { JsonLd } from '@/components/ui/JsonLd';
import { VideoList } from '@/features/videos/ui/VideoList';
import { Breadcrumbs, DetailLayout } from '@/components/layout/DetailPage';
import type { AppLocale } from '@/i18n/routing';
import { getLitter } from '@/features/litters/reads';
import { getParents, getPublicDog } from '@/features/dogs/reads';
import { getSiteFacts, getSiteInfo } from '@/features/site/reads';
import { getDogPedigree } from '@/features/breeding/reads';
import { getVideos } from '@/features/videos/reads';
import { PedigreeTable } from '@/features/breeding/ui/PedigreeTable';
import {
  dogAge,
  dogDescription,
  dogOffer,
  dogPath,
  dogStatus,
  DOG_LIST_PATHS,
} from '@/features/dogs/rules';
import { buildMetadata } from '@/features/site/metadata';
import { applyPath } from '@/features/litters/rules';
import { isDogParam, publicPaths } from '@/lib/paths.mjs';
import { publicRecord } from '@/lib/public-record';
import { factValues } from '@/lib/i18n/fact-values';
import { dogJsonLd } from '@/features/dogs/structured-data';
import { renderedStart } from '@/lib/server/enquiry-start';
import type { Dog } from '@/lib/validation/responses';

interface DogPageProps {
  params: Promise<{ locale: string; id: string }>;
}

// Rendered on a dog's first visit, then static until the dog changes (or an hour passes: the age
// on the page moves on by itself).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The dog behind `/{id}`: a valid slug or numeric id of an enabled dog, or the 404 page. */
const loadDog = (id: string): Promise<Dog> =>
  publicRecord(id, getPublicDog, { valid: isDogParam, path: dogPath, slug: (dog) => dog.slug });

export async function generateMetadata({ params }: DogPageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const dog = await loadDog(id);
  const [t, tDogs] = await Promise.all([
    getTranslations({ locale: locale as AppLocale, namespace: 'DogPage' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'Dogs' }),
  ]);
  const cover = dog.images[0];
  return buildMetadata(locale as AppLocale, {
    title: dog.name,
    description: t('metaDescription', {
      name: dog.name,
      color: tDogs('color', { color: dog.color }),
      gender: tDogs('gender', { gender: dog.gender }),
      age: tDogs('age', dogAge(dog.birthday)),
    }),
    path: dogPath(dog),
    type: 'article',
    image: cover && {
      url: cover.url,
      width: cover.width,
      height: cover.height,
      alt: tDogs('coverAlt', { name: dog.name }),
    },
  });
}

export default async function DogPage({ params }: DogPageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  const dog = await loadDog(id);
  const isParent = dog.kind === 'parent';
  const [t, tDogs, tHeader, tApply, info, facts, parents, litter, videos, pedigree] =
    await Promise.all([
      getTranslations('DogPage'),
      getTranslations('Dogs'),
      getTranslations('Header'),
      getTranslations('Apply'),
      getSiteInfo(),
      getSiteFacts(),
      isParent || (dog.motherId === null && dog.father?.id == null) ? [] : getParents(),
      dog.litterId === null ? null : getLitter(String(dog.litterId)),
      getVideos('dog', dog.id),
      getDogPedigree(dog.slug),
    ]);
  const description = dogDescription(dog, locale as AppLocale);
  const status = dogStatus(dog);
  const total = dog.images.length;
  const list = isParent
    ? { href: publicPaths.ourDogs, label: tHeader('ourDogs') }
    : {
        href: DOG_LIST_PATHS[status],
        label: tHeader(status === 'available' ? 'availablePuppies' : 'puppiesWithParents'),
      };
  const mother = parents.find((p) => p.id === dog.motherId);
  // Its litter's sire (features/dogs/server/puppy-father.ts): the kennel's male, or another kennel's.
  const father = dog.father?.id == null ? undefined : parents.find((p) => p.id === dog.father!.id);
  const outsideSire = dog.father?.id === null ? dog.father : undefined;

  return (
    <>
      {!isParent && <JsonLd data={dogJsonLd(dog, description, facts.kennelName)} />}
      <DetailLayout
        breadcrumbs={<Breadcrumbs label={t('breadcrumb')} list={list} current={dog.name} />}
        media={
          <>
            <h2 className="visually-hidden">{t('photosTitle', { name: dog.name })}</h2>
            {total > 0 ? (
              <PhotoGrid
                images={dog.images}
                alts={dog.images.map((_, i) =>
                  tDogs('photoAlt', { name: dog.name, number: i + 1 }),
                )}
                openLabels={dog.images.map((_, i) => t('openPhoto', { number: i + 1, total }))}
                layout="feature"
                priorityFirst
              />
            ) : (
              <div className="dog-page__no-photo">{tDogs('noPhoto')}</div>
            )}
            <VideoList videos={videos} name={dog.name} />
          </>
        }
        aside={
          <>
            <h1 className="display-6 mb-2">{dog.name}</h1>
            {litter && <PuppyLitterLink litter={litter} />}
            <DogFacts dog={dog} />
            <DogContact dog={dog} info={info} />
            {!isParent && dogOffer(dog) === 'available' && (
              // Server HTML only: the page's script is at its budget.
              <div className="dog-page__apply my-3">
                <p className="mb-2">{tApply('applyForPuppyText', { name: dog.name })}</p>
                <a
                  href={litter ? applyPath(litter) : publicPaths.apply}
                  className="btn btn-primary"
                >
                  {tApply('applyForPuppy', { name: dog.name })}
                </a>
              </div>
            )}
            <EnquirySection
              locale={locale as AppLocale}
              dog={{ id: dog.id, name: dog.name, reserved: dogOffer(dog) === 'reserved' }}
              returnTo={dogPath(dog)}
              start={renderedStart()}
            />
          </>
        }
      >
        {description && (
          <section className="dog-page__description mt-5" aria-labelledby="dog-description">
            <h2 id="dog-description" className="h3">
              {t('descriptionTitle', { name: dog.name })}
            </h2>
            <DescriptionText dog={dog} locale={locale as AppLocale} className="dog-description" />
          </section>
        )}
        {!isParent && (
          <PuppyFacts
            dog={dog}
            locale={locale as AppLocale}
            mother={mother}
            father={dog.father ?? undefined}
            kennel={{ felirId: facts.felirId, registration: facts.kennelRegistration }}
          />
        )}
        {(mother || father || outsideSire) && (
          <DogParents name={dog.name} mother={mother} father={father} outsideSire={outsideSire} />
        )}
        {pedigree && (
          <PedigreeTable
            tree={pedigree.tree}
            name={dog.name}
            coi={pedigree.coi}
            generations={pedigree.generations}
          />
        )}
        {litter && <PuppySiblings litter={litter} puppyId={dog.id} name={dog.name} />}
        {!isParent && <WhereIsItNow dog={dog} locale={locale as AppLocale} />}
      </DetailLayout>
      {!isParent && <PriceIncludes />}
      <PedigreeAndTransport
        pedigree={t.rich('pedigreeText', {
          ...factValues(facts, locale),
          strong: (c) => <strong>{c}</strong>,
        })}
        transport={t('transportText')}
        transportLink={t('transportLink')}
      />
    </>
  );
}
