import { describe, expect, it } from 'vitest';
import { visiblePages } from '@/components/ui/Pagination';
import { pageCount, pageOf } from '@/lib/list-pages';
import {
  listPageNumber,
  listPagePath,
  listPageRoute,
  PAGED_LISTS,
  RESERVED_SLUGS,
} from '@/lib/paths.mjs';

describe('paged lists', () => {
  it('are the gallery, the two dog lists and the news', () => {
    expect([...PAGED_LISTS].sort()).toEqual([
      '/gallery',
      '/news',
      '/puppies/available-puppies',
      '/puppies/puppies-with-parents',
    ]);
  });

  it('link their later pages as ?page=N and their first page as the list itself', () => {
    expect(listPagePath('/gallery', 1)).toBe('/gallery');
    expect(listPagePath('/gallery', 2)).toBe('/gallery?page=2');
  });

  it('serve ?page=N from the [page] route, and redirect other forms to the canonical address', () => {
    expect(listPageRoute('/gallery', null)).toBeNull();
    expect(listPageRoute('/gallery', '2')).toEqual({
      rewrite: '/gallery/2',
      list: '/gallery',
      page: 2,
    });
    expect(listPageRoute('/puppies/available-puppies', '42')).toEqual({
      rewrite: '/puppies/available-puppies/42',
      list: '/puppies/available-puppies',
      page: 42,
    });
    for (const bad of ['1', '0', '01', '-2', '2.0', 'x', '', '1234567']) {
      expect(listPageRoute('/gallery', bad), bad).toEqual({ redirect: '/gallery' });
    }
    expect(listPageRoute('/gallery/3', null)).toEqual({ redirect: '/gallery?page=3' });
    expect(listPageRoute('/gallery/1', null)).toEqual({ redirect: '/gallery' });
    // Anything else under a list is no page: not found before anything renders for it.
    for (const junk of ['abc', '02', '2.0', '', 'x'.repeat(300)]) {
      expect(listPageRoute(`/gallery/${junk}`, null), junk).toEqual({ missing: true });
      expect(listPageRoute(`/puppies/puppies-with-parents/${junk}`, null), junk).toEqual({
        missing: true,
      });
    }
    expect(listPageRoute('/gallery/abc/def', null)).toBeNull();
    expect(listPageRoute('/puppies', '2')).toBeNull();
    expect(listPageRoute('/about', '2')).toBeNull();
    expect(listPageRoute('/bogyo', '2')).toBeNull();
  });

  it('read the [page] segment as a page from 2', () => {
    expect(listPageNumber('2')).toBe(2);
    expect(listPageNumber('1')).toBeNull();
    expect(listPageNumber('02')).toBeNull();
    expect(listPageNumber('two')).toBeNull();
  });

  it('take no dog slug a page could not take before', () => {
    expect(RESERVED_SLUGS.has('page')).toBe(false);
    expect(RESERVED_SLUGS.has('[page]')).toBe(false);
  });

  it('cut a list into pages, and have no page past the last', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pageCount(50, 24)).toBe(3);
    expect(pageCount(0, 24)).toBe(1);
    expect(pageOf(items, 1, 24)).toEqual(items.slice(0, 24));
    expect(pageOf(items, 3, 24)).toEqual([48, 49]);
    expect(pageOf(items, 4, 24)).toBeNull();
    expect(pageOf(items, 0, 24)).toBeNull();
    expect(pageOf([], 1, 24)).toEqual([]);
    expect(pageOf([], 2, 24)).toBeNull();
  });

  it('link the first, the last and the pages near the current one', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(visiblePages(10, 42)).toEqual([1, null, 8, 9, 10, 11, 12, null, 42]);
    expect(visiblePages(42, 42)).toEqual([1, null, 40, 41, 42]);
  });
});
