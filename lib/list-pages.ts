/** Items a page of each paged list (lib/paths.mjs PAGED_LISTS): a first HTML well under 100 KB. */
export const LIST_PAGE_SIZE = { gallery: 24, dogs: 12, news: 10 } as const;

/** How many pages `total` items take: at least one (an empty list is one empty page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (from 1), or null when the list has no such page. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCount(items.length, size)) return null;
  return items.slice((page - 1) * size, page * size);
}
