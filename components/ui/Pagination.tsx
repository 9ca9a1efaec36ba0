import { useTranslations } from 'next-intl';
import { listPagePath } from '@/lib/public-paths.mjs';
import { PrefetchLink } from './PrefetchLink';

interface PaginationProps {
  /** The list's own address (one of PAGED_LISTS); later pages are `?page=N`. */
  list: string;
  /** The list's name, for the navigation's accessible name. */
  listName: string;
  page: number;
  pageCount: number;
}

/** Pages shown around the current one; the first and the last are always shown. */
const AROUND = 2;

/** The page numbers to link, in order, with `null` where numbers are left out (an ellipsis). */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= AROUND) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * Links to a list's other pages: real links (`?page=N`) that work without JavaScript and from the
 * keyboard; with JavaScript the router fetches the next page ahead and swaps it in.
 */
export function Pagination({ list, listName, page, pageCount }: PaginationProps) {
  const t = useTranslations('Pagination');
  if (pageCount <= 1) return null;
  const pageLink = (n: number, label: string, text: string) => (
    <PrefetchLink href={listPagePath(list, n)} className="page-link" aria-label={label}>
      {text}
    </PrefetchLink>
  );

  return (
    <nav className="mt-5" aria-label={t('label', { list: listName })}>
      <p className="text-body-secondary mb-2">{t('status', { page, total: pageCount })}</p>
      <ul className="pagination flex-wrap mb-0">
        {page > 1 && <li className="page-item">{pageLink(page - 1, t('previous'), '‹')}</li>}
        {visiblePages(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : n === page ? (
            <li key={n} className="page-item active">
              <PrefetchLink
                href={listPagePath(list, n)}
                prefetch={false}
                className="page-link"
                aria-current="page"
                aria-label={t('current', { page: n })}
              >
                {n}
              </PrefetchLink>
            </li>
          ) : (
            <li key={n} className="page-item">
              {pageLink(n, t('page', { page: n }), String(n))}
            </li>
          ),
        )}
        {page < pageCount && <li className="page-item">{pageLink(page + 1, t('next'), '›')}</li>}
      </ul>
    </nav>
  );
}
