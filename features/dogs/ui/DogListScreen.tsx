import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/ui/PageIntro';
import { Pagination } from '@/components/ui/Pagination';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { getDogs } from '@/features/dogs/reads';
import type { AppLocale } from '@/i18n/routing';
import { DOG_LIST_PATHS } from '@/features/dogs/rules';
import { buildMetadata } from '@/features/site/metadata';
import { LIST_PAGE_SIZE, pageCount, pageOf } from '@/lib/list-pages';
import { listPagePath } from '@/lib/paths.mjs';
import { DogGrid } from './DogCard';
import { EmptyDogList } from './EmptyDogList';

type ListStatus = 'available' | 'placed';

const SIZE = LIST_PAGE_SIZE.dogs;

/** Title, description and address of one list screen's page `page` (from 1). */
export async function dogListMetadata(
  locale: AppLocale,
  status: ListStatus,
  page = 1,
): Promise<Metadata> {
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'PuppiesPage' }),
    getTranslations({ locale, namespace: 'Pagination' }),
  ]);
  const title = t(`${status}MetaTitle`);
  return buildMetadata(locale, {
    title: page === 1 ? title : pages('metaTitle', { title, page }),
    description: t(`${status}MetaDescription`),
    path: listPagePath(DOG_LIST_PATHS[status], page),
  });
}

/**
 * The one list screen of both public lists (available puppies, and puppies with a family), a page
 * at a time: `?page=N` past the first (the proxy serves it from `[page]`); 404 past the last page.
 * The dogs come from the lists' own query (getDogs), so its filters apply to every page.
 */
export async function DogListScreen({ status, page = 1 }: { status: ListStatus; page?: number }) {
  const [t, all] = await Promise.all([getTranslations('PuppiesPage'), getDogs(status)]);
  const dogs = pageOf(all, page, SIZE);
  if (!dogs) notFound();
  const other = status === 'available' ? 'placed' : 'available';

  return (
    <>
      <PageIntro title={t(`${status}Title`)} lead={t(`${status}Lead`)}>
        <p className="mt-3 mb-0 fw-semibold">{t(`${status}Count`, { count: all.length })}</p>
      </PageIntro>
      <div className="container pb-5">
        {dogs.length > 0 ? (
          <>
            <DogGrid
              dogs={dogs}
              heading="h2"
              label={t('listLabel', { count: all.length })}
              priorityFirst
            />
            <Pagination
              list={DOG_LIST_PATHS[status]}
              listName={t(`${status}Title`)}
              page={page}
              pageCount={pageCount(all.length, SIZE)}
            />
          </>
        ) : (
          <EmptyDogList status={status} />
        )}
        <p className="mt-5 mb-0">
          <PrefetchLink href={DOG_LIST_PATHS[other]} className="btn btn-outline-primary">
            {t(`${other}Title`)}
          </PrefetchLink>
        </p>
      </div>
    </>
  );
}
